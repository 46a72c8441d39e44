import { Box, Card, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SoldOutBadge } from '../../../components/sold-out-badge';
import { PRODUCT_CARD_MAX_WIDTH } from '../../../config/constants';
import { formatBam } from '../../../lib/format';
import type { ProductSummary } from '../api/list-products';
import { ProductPicture, type PictureLoading } from './product-picture';

export interface ProductCardProps {
  product: ProductSummary;
  href: string;
  /** Shown in the card's footer, above the card's link (e.g. the add-to-cart button). */
  action?: ReactNode;
  /** When the card's picture loads: cards below the first screenful wait until scrolled near. */
  pictureLoading: PictureLoading;
}

/** A product tile: the whole card links to `href`; `action` stays clickable on its own. */
export function ProductCard({ product, href, action, pictureLoading }: ProductCardProps) {
  const titleId = useId();
  return (
    <LinkBox asChild w="full" maxW={PRODUCT_CARD_MAX_WIDTH}>
      <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" size="sm">
        <ProductPicture product={product} loading={pictureLoading} />
        <Card.Body gap="1">
          <Card.Title as="h2" id={titleId} fontSize="md" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLink to={href}>{product.product_name}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            Quantity: {product.quantity}
          </Text>
          <Text fontWeight="semibold">{formatBam(product.price)}</Text>
          {product.quantity <= 0 && <SoldOutBadge />}
        </Card.Body>
        {action && (
          <Card.Footer justifyContent="flex-end">
            <Box position="relative" zIndex="1">
              {action}
            </Box>
          </Card.Footer>
        )}
      </Card.Root>
    </LinkBox>
  );
}
