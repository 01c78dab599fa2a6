// antd's Tree, from the one antd of the page: import it from here, never from 'antd' (docs/decisions/002).
export { Tree } from 'antd';
