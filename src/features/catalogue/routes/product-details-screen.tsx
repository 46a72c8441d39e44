import {
  Box,
  Button,
  Center,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatKm } from '../../../lib/format';
import { parseId } from '../../../lib/ids';
import { useCurrentUser } from '../../auth';
import { AddToCartButton } from '../../cart';
import { isProductNotFound, isSoldOut, useProduct, type Product } from '../api/get-product';
import { ProductPicture } from '../components/product-picture';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SoldOutBadge } from '../../../components/sold-out-badge';

export interface ProductDetailsScreenProps {
  /** Staff see these (Edit and Delete) instead of Add to cart. */
  renderStaffActions?: (product: { id: number }) => ReactNode;
}

/** One product for visitors (/product/{id}) and staff (/dashboard/product/{id}). */
export function ProductDetailsScreen({ renderStaffActions }: ProductDetailsScreenProps) {
  const id = parseId(useParams().productId);
  if (id === null) return <ProductNotFound />;
  return <ProductDetails id={id} renderStaffActions={renderStaffActions} />;
}

function ProductDetails({ id, renderStaffActions }: { id: number } & ProductDetailsScreenProps) {
  const { data: product, isPending, error } = useProduct(id);
  // Staff and visitors get different actions and way back: none is shown before it is known.
  const { data: user, isPending: userPending } = useCurrentUser();

  if (isPending || userPending) {
    return <LoadingState>Loading product...</LoadingState>;
  }
  if (isProductNotFound(error)) return <ProductNotFound />;
  if (error) {
    return <ErrorState>Failed to load the product.</ErrorState>;
  }

  const visitorAction = isSoldOut(product) ? null : (
    <AddToCartButton productId={product.id} variant="full" />
  );
  const staff = user?.is_auth === true;
  const actions = staff ? renderStaffActions?.(product) : visitorAction;
  return (
    <Stack gap="4" pb="10">
      <BackLink staff={staff} />
      <ProductView product={product} actions={actions} />
    </Stack>
  );
}

/** Staff return to the dashboard's product list, visitors to the catalogue. */
function BackLink({ staff }: { staff: boolean }) {
  return (
    <Link asChild colorPalette="blue" fontSize="sm" alignSelf="flex-start">
      <RouterLink to={staff ? paths.dashboard.root : paths.home}>
        <LuArrowLeft aria-hidden />
        {staff ? 'Back to products' : 'Back to the shop'}
      </RouterLink>
    </Link>
  );
}

/** Picture beside the text from tablet width up; stacked, picture first, on a phone. */
function ProductView({ product, actions }: { product: Product; actions: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gap={{ base: '6', md: '10' }}
      alignItems="start"
    >
      <Box rounded="lg" overflow="hidden" borderWidth="1px">
        <ProductPicture product={product} loading="priority" />
      </Box>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {product.product_name}
        </Heading>
        <Text fontSize="2xl" fontWeight="semibold">
          {formatKm(product.price)}
        </Text>
        <Text color="fg.muted">Quantity: {product.quantity}</Text>
        {isSoldOut(product) && <SoldOutBadge />}
        <Text whiteSpace="pre-line">{product.description}</Text>
        <HStack gap="3" wrap="wrap">
          {actions}
        </HStack>
      </Stack>
    </Grid>
  );
}

function ProductNotFound() {
  return (
    <Center minH="50vh">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Product not found
        </Heading>
        <Text color="fg.muted">This product does not exist or is no longer available.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.home}>Back to the shop</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
