import { Button, type ButtonProps } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

/** A button that navigates inside the app (works under both routers). */
export function ButtonLink({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
