import { Box, Image } from '@chakra-ui/react';
import { pictureSources } from '../lib/picture-sources';

interface LineThumbnailProps {
  /** The product's picture; none leaves the box empty. */
  url: string | undefined;
  name: string;
  /** The box's width and height, as Chakra sizes (`12` is 3rem). */
  width: string;
  height: string;
}

/** Chakra's size scale: `12` is 3rem. */
const REM_A_STEP = 0.25;

/**
 * An order line's small picture, cropped to fill its box, asked of the host's resizer at the
 * box's width.
 */
export function LineThumbnail({ url, name, width, height }: LineThumbnailProps) {
  return (
    <Box w={width} h={height} flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted">
      {url && (
        <Image
          {...pictureSources(url, `${Number(width) * REM_A_STEP}rem`)}
          alt={name}
          w="full"
          h="full"
          fit="cover"
        />
      )}
    </Box>
  );
}
