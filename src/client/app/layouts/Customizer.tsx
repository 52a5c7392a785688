import {
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Field,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  boxedSet,
  cardBorderSet,
  customizerOpenSet,
  miniSidebarSet,
  rtlSet,
  selectLayout,
  themeSet,
} from '../layout-slice';
import { isThemeName, THEME_LABELS, THEME_NAMES } from '../theme-rule';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The customizer drawer: theme, direction, boxed page, mini sidebar, card borders. */
export function Customizer() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const close = () => dispatch(customizerOpenSet(false));
  return (
    <OverlayDrawer
      open={layout.customizerOpen}
      onOpenChange={(_, data) => dispatch(customizerOpenSet(data.open))}
      position="end"
      data-testid="customizer"
      aria-label="Customize layout"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Close"
              icon={<DismissRegular />}
              data-testid="customizer-close"
              onClick={close}
            />
          }
        >
          Customize layout
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Field
          label="Theme"
          hint="The editor and billing pages use dark blue or landing; every other page uses landing."
        >
          <RadioGroup
            value={layout.activeTheme}
            onChange={(_, data) => {
              if (isThemeName(data.value)) dispatch(themeSet(data.value));
            }}
          >
            {THEME_NAMES.map((name) => (
              <Radio
                key={name}
                value={name}
                label={THEME_LABELS[name]}
                data-testid={`customizer-theme-${name}`}
              />
            ))}
          </RadioGroup>
        </Field>
        <Switch
          label="Right-to-left"
          checked={layout.rtl}
          data-testid="customizer-rtl"
          onChange={(_, data) => dispatch(rtlSet(data.checked))}
        />
        <Switch
          label="Boxed layout"
          checked={layout.boxed}
          data-testid="customizer-boxed"
          onChange={(_, data) => dispatch(boxedSet(data.checked))}
        />
        <Switch
          label="Mini sidebar"
          checked={layout.miniSidebar}
          data-testid="customizer-mini-sidebar"
          onChange={(_, data) => dispatch(miniSidebarSet(data.checked))}
        />
        <Switch
          label="Card border"
          checked={layout.cardBorder}
          data-testid="customizer-card-border"
          onChange={(_, data) => dispatch(cardBorderSet(data.checked))}
        />
        <Caption1>
          Only the theme is remembered on this device; the rest lasts for this visit.
        </Caption1>
      </DrawerBody>
    </OverlayDrawer>
  );
}
