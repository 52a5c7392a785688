import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { NavigationRegular, PaintBrushRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useAppDispatch, useAppSelector } from '../hooks';
import { customizerOpenSet, selectLayout } from '../layout-slice';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '52px',
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  home: { textDecoration: 'none' },
  spacer: { flexGrow: 1 },
});

/**
 * Top bar of the full layout: navigation toggle, logo, customizer button, user menu. The layout
 * says whether the navigation is shown and what the toggle does (a column or, when narrow, a
 * drawer).
 */
export function Header({
  username,
  fullName,
  navOpen,
  onToggleNav,
}: {
  username: string;
  fullName?: string | null;
  navOpen: boolean;
  onToggleNav: () => void;
}) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { customizerOpen } = useAppSelector(selectLayout);
  return (
    <header className={styles.header} data-testid="app-header">
      <Tooltip content="Show or hide navigation" relationship="label">
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-expanded={navOpen}
          aria-controls="app-sidebar"
          data-testid="sidebar-toggle"
          onClick={onToggleNav}
        />
      </Tooltip>
      <Link to="/editor" className={styles.home} aria-label="Claimwright editor">
        <Logo />
      </Link>
      <span className={styles.spacer} />
      <Tooltip content="Customize layout" relationship="label">
        <Button
          appearance="subtle"
          icon={<PaintBrushRegular />}
          aria-expanded={customizerOpen}
          data-testid="customizer-toggle"
          onClick={() => dispatch(customizerOpenSet(!customizerOpen))}
        />
      </Tooltip>
      <UserMenu username={username} fullName={fullName} />
    </header>
  );
}
