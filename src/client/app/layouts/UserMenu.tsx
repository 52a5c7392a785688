import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonSettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from '../auth-slice';
import { useAppDispatch } from '../hooks';

/** The header's user menu: account settings, and logout (the guard then opens the login page). */
export function UserMenu({ username, fullName }: { username: string; fullName?: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = () => dispatch(loggedOut());
  const label = fullName || username;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          data-testid="user-menu"
          aria-label={`User menu for ${label}`}
          icon={<Avatar name={label} size={24} color="colorful" />}
        >
          <span data-testid="user-menu-name">{label}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<PersonSettingsRegular />}
            data-testid="user-menu-account"
            onClick={() => navigate('/account')}
          >
            Account settings
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} data-testid="user-menu-logout" onClick={logout}>
            Log out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
