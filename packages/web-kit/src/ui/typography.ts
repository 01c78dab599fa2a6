// antd's Typography, from the one antd of the page: import it from here, never from 'antd' (docs/decisions/002).
export { Typography } from 'antd';
