import {
  BuildingRegular,
  CheckmarkCircleRegular,
  CloudRegular,
  DocumentTextRegular,
  LaptopRegular,
  PlugDisconnectedRegular,
  ServerRegular,
  ShieldLockRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import illustration from '../../../../assets/images/landing-draft-checks.svg';
import { SiteFooter, SiteHeader, useSignedIn } from './SiteChrome';
import { CHECKS, DEPLOYMENTS, ENGINES, type Point } from './landing-content';
import { PricingSection } from './PricingSection';
import { useLandingStyles } from './useLandingStyles';

function Tiles({ points, icons }: { points: Point[]; icons: FluentIcon[] }) {
  const styles = useLandingStyles();
  return (
    <ul className={styles.grid}>
      {points.map((point, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li key={point.title} className={styles.tile}>
            <Icon aria-hidden className={styles.tileIcon} />
            <h3 className={styles.tileTitle}>{point.title}</h3>
            <p className={styles.tileText}>{point.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Section(props: {
  id: string;
  title: string;
  lead: string;
  band?: boolean;
  children: ReactNode;
}) {
  const styles = useLandingStyles();
  return (
    <section aria-labelledby={props.id} className={props.band ? styles.band : undefined}>
      <div className={`${styles.container} ${styles.section}`}>
        <h2 id={props.id} className={styles.sectionTitle}>
          {props.title}
        </h2>
        <p className={styles.sectionLead}>{props.lead}</p>
        {props.children}
      </div>
    </section>
  );
}

/** `/`: what Claimwright does, how it keeps disclosures confidential, and where to start. */
export default function LandingPage() {
  const styles = useLandingStyles();
  const signedIn = useSignedIn();
  const { hash } = useLocation();
  // "/#pricing" from the header: the router does not scroll to an anchor by itself.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);
  return (
    <div className={styles.root}>
      <SiteHeader />

      <main>
        <div className={`${styles.container} ${styles.hero}`}>
          <div>
            <h1 className={styles.heroTitle}>
              Patent applications drafted from the disclosure, checked as you write
            </h1>
            <p className={styles.heroText}>
              Claimwright drafts claims, description and abstract from an invention disclosure, in
              Microsoft Word or in your browser, and checks every change against the rules examiners
              apply: antecedent basis, claim dependency, support, reference numerals and more.
            </p>
            <div className={styles.actions}>
              {signedIn ? (
                <Link className={styles.primary} to="/editor">
                  Open the editor
                </Link>
              ) : (
                <>
                  <Link className={styles.primary} to="/auth/register">
                    Create an account
                  </Link>
                  <Link className={styles.secondary} to="/auth/login">
                    Sign in
                  </Link>
                </>
              )}
            </div>
            <span className={styles.note}>
              Runs on your firm’s own server. The default drafting engine works offline.
            </span>
          </div>
          <img className={styles.illustration} src={illustration} alt="" width={480} height={360} />
        </div>

        <Section
          id="confidential"
          band
          title="Your disclosure stays on your server"
          lead="An unfiled disclosure is the most sensitive document you hold. Nothing of it leaves the Claimwright server except to the AI provider your firm configures, and by default there is none. There are no analytics and no third-party trackers, and every generation is recorded: who ran it, on which draft and section, with which engine and model."
        >
          <Tiles points={ENGINES} icons={[PlugDisconnectedRegular, LaptopRegular, CloudRegular]} />
        </Section>

        <Section
          id="checks"
          title="Checks that run on every edit"
          lead="The checks are plain code, not a model: the same text gives the same findings every time, whether it came from the engine, a model or your own typing. Each finding names its rule and its place in the text, for USPTO and EPO practice. They are review items, not verdicts; the judgement stays yours."
        >
          <Tiles points={CHECKS} icons={[CheckmarkCircleRegular]} />
        </Section>

        <Section
          id="deploy"
          band
          title="In Word or in the browser, on a laptop or for the firm"
          lead="In Word’s task pane the draft is your Word document; in the browser it lives in Claimwright’s own editor. One account and the same checks in both. You run the server, so you decide where it lives."
        >
          <Tiles points={DEPLOYMENTS} icons={[ServerRegular, BuildingRegular, ShieldLockRegular]} />
        </Section>

        <PricingSection />

        <Section
          id="more"
          title="Read first, or ask"
          lead="Our articles for practitioners cover what AI can and cannot do in drafting, the confidentiality and novelty risks of sending disclosures to third-party services, and how long an application really takes."
        >
          <div className={styles.actions}>
            <Link className={styles.secondary} to="/blog">
              <DocumentTextRegular aria-hidden className={styles.linkIcon} />
              Read the blog
            </Link>
            <Link className={styles.secondary} to="/contact">
              Contact us
            </Link>
          </div>
        </Section>
      </main>

      <SiteFooter />
    </div>
  );
}
