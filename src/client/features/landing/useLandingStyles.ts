import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const focusRing = {
  ':focus-visible': {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '2px',
  },
};

const buttonLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${tokens.spacingHorizontalXL}`,
  borderRadius: tokens.borderRadiusMedium,
  textDecorationLine: 'none',
  ...typographyStyles.body1Strong,
  ...focusRing,
};

/** Styles of the landing page. */
export const useLandingStyles = makeStyles({
  root: { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorNeutralBackground1 },
  container: {
    boxSizing: 'border-box',
    maxWidth: '1120px',
    margin: '0 auto',
    padding: `0 ${tokens.spacingHorizontalXL}`,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
  },
  brand: {
    ...typographyStyles.subtitle1,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    ...focusRing,
  },
  navList: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  navLink: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ...focusRing,
  },
  primary: {
    ...buttonLink,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  secondary: {
    ...buttonLink,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  hero: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXXL,
    paddingTop: tokens.spacingVerticalXXXL,
    paddingBottom: tokens.spacingVerticalXXXL,
  },
  heroTitle: { ...typographyStyles.largeTitle, margin: `0 0 ${tokens.spacingVerticalL}` },
  heroText: { ...typographyStyles.subtitle1, fontWeight: tokens.fontWeightRegular, margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalXL,
  },
  linkIcon: { fontSize: '20px', marginRight: tokens.spacingHorizontalS },
  note: {
    display: 'block',
    marginTop: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
  },
  illustration: { width: '100%', height: 'auto', maxWidth: '520px', justifySelf: 'center' },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  section: { paddingTop: tokens.spacingVerticalXXXL, paddingBottom: tokens.spacingVerticalXXXL },
  sectionTitle: { ...typographyStyles.title2, margin: `0 0 ${tokens.spacingVerticalM}` },
  sectionLead: {
    ...typographyStyles.body2,
    maxWidth: '720px',
    margin: `0 0 ${tokens.spacingVerticalXL}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tileIcon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  tileTitle: { ...typographyStyles.subtitle2, margin: `${tokens.spacingVerticalS} 0` },
  tileText: { ...typographyStyles.body1, margin: 0, color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalXL,
    paddingBottom: tokens.spacingVerticalXL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});
