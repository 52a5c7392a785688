import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout of the forms inside page cards: fields stacked, the button left-aligned. */
export const useFormStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalM,
    maxWidth: '480px',
    '& > button': { alignSelf: 'flex-start' },
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});
