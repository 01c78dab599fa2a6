import type { ThemeConfig } from 'antd';

/** The one antd theme of the whole site (DESIGN §4): the shell and every remote wrap themselves in it. */
export const SITE_THEME: ThemeConfig = {
  cssVar: { key: 'tp' },
  hashed: false,
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorError: '#c62828',
    borderRadius: 6,
    fontSize: 15,
    // antd's secondary text (0.45 black) is too faint on the page background for WCAG AA (axe color-contrast).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
  components: {
    Layout: { headerBg: '#0f2d57', headerPadding: '0 24px', footerBg: '#eef1f6' },
    Menu: { darkItemBg: '#0f2d57', darkPopupBg: '#0f2d57', darkItemSelectedBg: '#1f5fbf' },
  },
};
