import { defineTexts } from '@tp/web-kit/i18n/messages';

/**
 * The messages of the rules the admin's forms check (written in @tp/contracts; the services answer in the same
 * words) and of a send's outcome. The English is each message's own words, with `{{values}}` where the rule puts a
 * number or an address in: rule-message.ts reads a message back through them.
 */
const english = {
  titleMissing: 'Please input title',
  titleTooLong: 'The title is too long (at most {{max}} characters, it has {{length}}).',
  contentMissing: 'Please input content',
  recipientsMissing: 'Please select recipients',
  tooManyRecipients: 'At most {{max}} recipients can be picked one by one; put more people in a group.',
  tooManyGroups: 'At most {{max}} groups can be chosen for one e-mail.',
  invalidAddress: '"{{address}}" is not a valid e-mail address.',
  groupNameMissing: 'Please input group name',
  groupNameTooLong: 'The group name is too long (at most {{max}} characters).',
  groupUsersMissing: 'Please select users',
  tooManyGroupUsers: 'A group holds at most {{max}} users.',
  emailSent: 'Email sent successfully',
  emailFailed: 'Email sent failed',
  // The longer form first: a list of names cut short ends 'and N more'.
  someFailedAndMore: '{{names}} and {{more}} more sent failed',
  someFailed: '{{names}} sent failed',
  beingSentToOne: 'The e-mail is being sent to {{total}} person; the e-mail list shows how far it has got.',
  beingSentToMany: 'The e-mail is being sent to {{total}} people; the e-mail list shows how far it has got.',
  notANumber: 'Please enter a number',
  maxResourcesRange: 'Max Resources must be from {{min}} to {{max}}.',
  productNameMissing: 'Please enter the product name.',
  nameTooLong: 'The name can be at most {{max}} characters.',
  brandTooLong: 'The brand can be at most {{max}} characters.',
  categoryTooLong: 'The category can be at most {{max}} characters.',
  descriptionTooLong: 'The description can be at most {{max}} characters.',
  priceNotNumber: 'The price must be a number of dollars, like 49.99.',
  priceNegative: 'The price cannot be negative.',
  priceTooHigh: 'The price can be at most {{max}}.',
  priceDecimals: 'The price can have at most two decimals.',
  imageSource: 'The image must be an uploaded file (/uploads/...) or an https address.',
  stockNotWhole: 'The count in stock must be a whole number, 0 or more.',
  stockTooHigh: 'The count in stock can be at most {{max}}.',
} as const;

export type AdminRuleKey = keyof typeof english;
export const adminRuleEnglish: Readonly<Record<AdminRuleKey, string>> = english;

export const { useTexts: useAdminRuleTexts } = defineTexts('admin-rules', {
  en: english,
  zh: {
    titleMissing: '请输入标题',
    titleTooLong: '标题太长（最多 {{max}} 个字符，当前 {{length}} 个）。',
    contentMissing: '请输入内容',
    recipientsMissing: '请选择收件人',
    tooManyRecipients: '最多可逐个选择 {{max}} 位收件人；更多的人请放进群组。',
    tooManyGroups: '一封邮件最多可选择 {{max}} 个群组。',
    invalidAddress: '“{{address}}”不是有效的邮箱地址。',
    groupNameMissing: '请输入群组名称',
    groupNameTooLong: '群组名称太长（最多 {{max}} 个字符）。',
    groupUsersMissing: '请选择用户',
    tooManyGroupUsers: '一个群组最多 {{max}} 位用户。',
    emailSent: '邮件发送成功',
    emailFailed: '邮件发送失败',
    someFailedAndMore: '{{names}} 等另外 {{more}} 个地址发送失败',
    someFailed: '{{names}} 发送失败',
    beingSentToOne: '邮件正在发送给 {{total}} 人；可在邮件列表查看发送进度。',
    beingSentToMany: '邮件正在发送给 {{total}} 人；可在邮件列表查看发送进度。',
    notANumber: '请输入数字',
    maxResourcesRange: '最多资源数必须在 {{min}} 到 {{max}} 之间。',
    productNameMissing: '请输入商品名称。',
    nameTooLong: '名称最多 {{max}} 个字符。',
    brandTooLong: '品牌最多 {{max}} 个字符。',
    categoryTooLong: '类别最多 {{max}} 个字符。',
    descriptionTooLong: '描述最多 {{max}} 个字符。',
    priceNotNumber: '价格必须是美元金额，例如 49.99。',
    priceNegative: '价格不能为负数。',
    priceTooHigh: '价格最多为 {{max}}。',
    priceDecimals: '价格最多保留两位小数。',
    imageSource: '图片必须是已上传的文件（/uploads/...）或 https 地址。',
    stockNotWhole: '库存数量必须是 0 或更大的整数。',
    stockTooHigh: '库存数量最多为 {{max}}。',
  },
});
