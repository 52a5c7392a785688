import { Link } from 'react-router-dom';
import { readStoredUser } from '../../app/storage';
import { useHeldStoreValue } from '../../app/store-holder';
import { useLandingStyles } from './useLandingStyles';

/** A navigation list of links; `primary` marks the one call to action. */
function LinkList({ label, links }: { label: string; links: Array<[string, string, true?]> }) {
  const styles = useLandingStyles();
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {links.map(([to, text, primary]) => (
          <li key={to}>
            <Link className={primary ? styles.primary : styles.navLink} to={to}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Whether someone is signed in, without react-redux: the landing page renders before the store
 * exists (then the stored user says), and follows the store once it does.
 */
export function useSignedIn(): boolean {
  return useHeldStoreValue((state) => state.auth.user !== null, readStoredUser() !== null);
}

/** The header every public page shares with the landing page: the brand and the main links. */
export function SiteHeader() {
  const styles = useLandingStyles();
  const signedIn = useSignedIn();
  return (
    <header className={`${styles.container} ${styles.header}`}>
      <Link to="/" className={styles.brand}>
        Claimwright
      </Link>
      <LinkList
        label="Main"
        links={[
          ['/#pricing', 'Pricing'],
          ['/blog', 'Blog'],
          ['/contact', 'Contact'],
          ...(signedIn
            ? ([['/editor', 'Open the editor', true]] as Array<[string, string, true]>)
            : ([
                ['/auth/login', 'Sign in'],
                ['/auth/register', 'Create an account', true],
              ] as Array<[string, string, true?]>)),
        ]}
      />
    </header>
  );
}

/** The footer every public page shares with the landing page. */
export function SiteFooter() {
  const styles = useLandingStyles();
  return (
    <footer className={`${styles.container} ${styles.footer}`}>
      <span>Claimwright: self-hosted patent drafting.</span>
      <LinkList
        label="Footer"
        links={[
          ['/privacy', 'Privacy'],
          ['/tos', 'Terms'],
          ['/blog', 'Blog'],
          ['/contact', 'Contact'],
        ]}
      />
    </footer>
  );
}
