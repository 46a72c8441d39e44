import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../components/ui/button';
import { Heading, mutedText } from '../components/ui/text';
import { paths } from '../config/paths';
import styles from './not-found.module.css';

/** Any other path: shown inside the shop's layout, with a way back and a way home. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <p className={styles.code}>404</p>
        <Heading level="h1" size="xxxl">
          Page not found
        </Heading>
        <p className={mutedText}>Sorry, we couldn&apos;t find the page you&apos;re looking for.</p>
        <div className={styles.actions}>
          <Button palette="blue" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <ButtonLink to={paths.home} variant="outline">
            Back to the shop
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
