// antd's own texts (pagination, empty states, date pickers, Modal's OK/Cancel) in Chinese; English is antd's own.
export { default as zhCN } from 'antd/locale/zh_CN';
