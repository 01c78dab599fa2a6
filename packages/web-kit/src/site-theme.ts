import type { ThemeConfig } from 'antd';

/** The one antd theme of the whole site: the shell and every remote wrap themselves in it. */
export const SITE_THEME: ThemeConfig = {
  cssVar: { key: 'tp' },
  hashed: false,
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    // antd draws hover and press a shade lighter than the primary colour: white text on a hovered primary button (and
    // the hovered text of a default one) then falls short of WCAG AA. A darker shade keeps the contrast.
    colorPrimaryHover: '#1a4f9f',
    colorPrimaryActive: '#163f80',
    colorLinkHover: '#1a4f9f',
    colorLinkActive: '#163f80',
    colorError: '#c62828',
    borderRadius: 6,
    fontSize: 15,
    // antd's secondary text (0.45 black) is too faint on the page background for WCAG AA (axe color-contrast).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Placeholders (a Select's 'Select grade' is real text to axe) at antd's 0.25 black fall far short of AA too.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    Layout: { headerBg: '#0f2d57', headerPadding: '0 24px', footerBg: '#eef1f6' },
    // A table's empty text ('No class found, ...') is drawn in the disabled colour by default: too faint to read.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    Menu: { darkItemBg: '#0f2d57', darkPopupBg: '#0f2d57', darkItemSelectedBg: '#1f5fbf' },
  },
};
