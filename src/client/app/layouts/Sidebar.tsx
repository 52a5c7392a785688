import { makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import {
  BuildingRegular,
  DocumentTextRegular,
  PaymentRegular,
  PeopleRegular,
  PersonRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import type { UserDetails } from '../../../core/api/users';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '232px',
    flexShrink: 0,
    padding: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    backgroundColor: tokens.colorNeutralBackground2,
    transitionProperty: 'width',
    transitionDuration: tokens.durationFast,
  },
  mini: { width: '60px' },
  fill: { width: '100%', borderInlineEndStyle: 'none', minHeight: '100%' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: '20px',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1Selected,
    fontWeight: tokens.fontWeightSemibold,
  },
  label: { fontSize: tokens.fontSizeBase300, whiteSpace: 'nowrap' },
});

interface Item {
  to: string;
  label: string;
  icon: ReactElement;
  testId: string;
}

function items(details: UserDetails | undefined): Item[] {
  const list: Item[] = [
    { to: '/editor', label: 'Editor', icon: <DocumentTextRegular />, testId: 'nav-editor' },
    { to: '/billing', label: 'Billing', icon: <PaymentRegular />, testId: 'nav-billing' },
    { to: '/account', label: 'Account', icon: <PersonRegular />, testId: 'nav-account' },
  ];
  if (details?.enterprise_role === 'admin' || details?.is_superuser) {
    list.push({
      to: '/enterprise',
      label: 'Enterprise',
      icon: <BuildingRegular />,
      testId: 'nav-enterprise',
    });
  }
  if (details?.is_superuser) {
    list.push({
      to: '/admin/users',
      label: 'Users',
      icon: <PeopleRegular />,
      testId: 'nav-admin-users',
    });
  }
  return list;
}

/** Side navigation of the full layout; `mini` shows icons only (labels become tooltips). */
export function Sidebar({
  mini,
  details,
  fill = false,
}: {
  mini: boolean;
  details: UserDetails | undefined;
  /** Fills its container (the navigation drawer) instead of being a column of its own. */
  fill?: boolean;
}) {
  const styles = useStyles();
  return (
    <nav
      id="app-sidebar"
      aria-label="Main navigation"
      className={mergeClasses(styles.nav, mini && styles.mini, fill && styles.fill)}
      data-testid="sidebar"
      data-mini={mini}
    >
      {items(details).map((item) => {
        const link = (
          <NavLink
            key={item.to}
            to={item.to}
            data-testid={item.testId}
            className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
          >
            {item.icon}
            {!mini && <span className={styles.label}>{item.label}</span>}
          </NavLink>
        );
        return mini ? (
          <Tooltip key={item.to} content={item.label} relationship="label" positioning="after">
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </nav>
  );
}
