// antd's own English texts: the module antd itself falls back to (config-provider's default), so it adds nothing.
export { default as enUS } from 'antd/es/locale/en_US';
