// antd's TreeSelect, from the one antd of the page: import it from here, never from 'antd' (docs/decisions/002).
export { TreeSelect } from 'antd';
