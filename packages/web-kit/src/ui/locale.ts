// antd's own texts (pagination, empty states, date pickers, Modal's OK/Cancel) in the site's languages.
export { default as enUS } from 'antd/locale/en_US';
export { default as zhCN } from 'antd/locale/zh_CN';
