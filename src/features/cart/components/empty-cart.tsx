import { LuShoppingCart } from 'react-icons/lu';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { Heading, mutedText } from '../../../components/ui/text';
import styles from './empty-cart.module.css';

interface EmptyCartProps {
  note?: string;
  /** h1 where it is the whole screen (the cart), h2 inside another screen (checkout). */
  headingLevel?: 'h1' | 'h2';
}

/** 'Cart is empty', with the way back to the shop. */
export function EmptyCart({ note, headingLevel = 'h2' }: EmptyCartProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.content}>
        <LuShoppingCart className={styles.icon} focusable="false" aria-hidden="true" />
        <Heading level={headingLevel} size="xl">
          Cart is empty
        </Heading>
        {note && <p className={mutedText}>{note}</p>}
        <ButtonLink to={paths.home} palette="blue">
          Back to the shop
        </ButtonLink>
      </div>
    </div>
  );
}
