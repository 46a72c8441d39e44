import { Button, Stack } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ProductCatalogue } from '../../catalogue';

/** The dashboard's index: the catalogue grid, each card linking to its staff details page. */
export default function DashboardProductsScreen() {
  return (
    <Stack gap="6" pb="10">
      <PageHeading title="Products">
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.dashboard.createProduct}>
            <LuPlus /> Create product
          </RouterLink>
        </Button>
      </PageHeading>
      <ProductCatalogue productHref={paths.dashboard.product} />
    </Stack>
  );
}
