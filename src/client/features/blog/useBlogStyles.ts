import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** Layout and prose styles shared by the blog index and article pages. */
export const useBlogStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
  },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
    ...typographyStyles.body1,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}` },
  lead: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    marginBottom: tokens.spacingVerticalXL,
  },
  list: { listStyleType: 'none', padding: 0, margin: 0 },
  item: {
    padding: `${tokens.spacingVerticalL} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  itemTitle: { margin: `0 0 ${tokens.spacingVerticalXS}`, ...typographyStyles.subtitle1 },
  date: { display: 'block', color: tokens.colorNeutralForeground3, ...typographyStyles.caption1 },
  articleDate: { marginBottom: tokens.spacingVerticalXL },
  summary: { margin: `${tokens.spacingVerticalS} 0 0`, ...typographyStyles.body1 },
  prose: {
    ...typographyStyles.body1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
    '& h2': {
      ...typographyStyles.title3,
      margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalM}`,
    },
    '& p': { margin: `0 0 ${tokens.spacingVerticalL}` },
    '& ul, & ol': {
      margin: `0 0 ${tokens.spacingVerticalL}`,
      paddingLeft: tokens.spacingHorizontalXXL,
    },
    '& li': { marginBottom: tokens.spacingVerticalS },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});
