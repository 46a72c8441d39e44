import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { OrderCustomer as Customer } from '../api/get-order';

/** Who to send the order to: name, phone, address and e-mail, as checkout took them. */
export function OrderCustomer({ customer }: { customer: Customer }) {
  const { name, last_name, phone, address, email } = customer;
  return (
    <Box as="section" aria-labelledby="order-customer" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" id="order-customer" size="md" mb="3">
        Customer
      </Heading>
      <Stack gap="1">
        <Text fontWeight="medium">
          {name} {last_name}
        </Text>
        <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} colorPalette="blue" width="fit-content">
          {phone}
        </Link>
        <Text whiteSpace="pre-line">{address}</Text>
        {email && (
          <Link
            href={`mailto:${email}`}
            colorPalette="blue"
            width="fit-content"
            wordBreak="break-all"
          >
            {email}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
