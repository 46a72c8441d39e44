import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { ORDERS_PAGE_SIZE } from '../../../config/constants';

interface OrdersPaginationProps {
  totalOrders: number;
  page: number;
  onPageChange: (page: number) => void;
}

const LABELS = { prevTriggerLabel: 'Previous page', nextTriggerLabel: 'Next page' };

/**
 * In forced colours every button gets the same edge (a ghost's transparent one included): the
 * page shown keeps a thick edge and an underline.
 */
const CURRENT_IN_FORCED_COLOURS = {
  '@media (forced-colors: active)': {
    '&[data-selected]': { borderWidth: '3px', textDecoration: 'underline' },
  },
};

/** Page buttons with previous and next, both disabled at the ends. */
export function OrdersPagination({ totalOrders, page, onPageChange }: OrdersPaginationProps) {
  return (
    <Pagination.Root
      count={totalOrders}
      pageSize={ORDERS_PAGE_SIZE}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={LABELS}
    >
      <ButtonGroup variant="ghost" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <LuChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton
              variant={{ base: 'ghost', _selected: 'outline' }}
              css={CURRENT_IN_FORCED_COLOURS}
            >
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
