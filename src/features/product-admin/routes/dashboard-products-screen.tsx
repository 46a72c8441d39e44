import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ProductCatalogue } from '../../catalogue';

/** The dashboard's index: the catalogue grid, each card linking to its staff details page. */
export default function DashboardProductsScreen() {
  return (
    <Stack gap="6" pb="10">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Products
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.dashboard.createProduct}>
            <LuPlus /> Create product
          </RouterLink>
        </Button>
      </HStack>
      <ProductCatalogue productHref={paths.dashboard.product} />
    </Stack>
  );
}
