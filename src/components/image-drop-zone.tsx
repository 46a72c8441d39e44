import { Box, Button, FileUpload, Icon, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LuImageUp } from 'react-icons/lu';
import { FilePreviewImage } from './file-preview-image';

export interface ImageDropZoneProps {
  /** The accessible name of the drop zone and the alt text base of its preview. */
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A picture already saved (edit screen): previewed until it is removed. */
  currentImageUrl?: string | null;
  onRemoveCurrent?: () => void;
  invalid?: boolean;
  disabled?: boolean;
}

export const IMAGE_HINT = 'SVG, PNG, JPG';
const DROPZONE_TEXT = 'Click or drag and drop an image';
const NOT_AN_IMAGE = 'Only image files can be added (SVG, PNG, JPG).';

/**
 * Clears the preview. A plain button named 'Remove': the file upload's own delete trigger is an
 * icon-sized box named 'delete file …'.
 */
function RemoveButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      disabled={disabled}
      onClick={onClick}
      data-remove=""
    >
      Remove
    </Button>
  );
}

/**
 * The drop zone and the preview take each other's place. When the focus was on the one that left
 * (it is then on the page itself, or on the hidden file input the chooser leaves it on), it moves
 * to the one that came: to Remove once an image is picked, to the drop zone once it is removed.
 * A keyboard user is never sent back to the page's start or onto an input no one sees. The focus
 * stays where it is when it is elsewhere (Clear on the form empties it).
 */
function useFocusFollowsSwap(root: RefObject<HTMLElement | null>, previewShown: boolean) {
  const shown = useRef(previewShown);
  useEffect(() => {
    if (shown.current === previewShown) return;
    shown.current = previewShown;
    const element = root.current;
    const active = document.activeElement;
    if (!element || (active && active !== document.body && !element.contains(active))) return;
    element
      .querySelector<HTMLElement>(previewShown ? '[data-remove]' : '[data-part="dropzone"]')
      ?.focus();
  }, [root, previewShown]);
}

/** One image, chosen by click or drag and drop, with a preview and a Remove button. */
export function ImageDropZone({
  label,
  file,
  onFileChange,
  currentImageUrl,
  onRemoveCurrent,
  invalid = false,
  disabled = false,
}: ImageDropZoneProps) {
  const [rejected, setRejected] = useState(false);
  const showCurrent = !file && Boolean(currentImageUrl);
  const root = useRef<HTMLDivElement>(null);
  useFocusFollowsSwap(root, Boolean(file) || showCurrent);

  return (
    <FileUpload.Root
      ref={root}
      accept="image/*"
      maxFiles={1}
      acceptedFiles={file ? [file] : []}
      // Accepted and rejected files are reported apart: onFileChange can report a stale
      // (controlled) accepted list right after a selection.
      onFileAccept={(details) => {
        if (details.files.length) setRejected(false);
        onFileChange(details.files[0] ?? null);
      }}
      onFileReject={(details) => setRejected(details.files.length > 0)}
      invalid={invalid || rejected}
      disabled={disabled}
      // The drop zone is a button named by its label and then all it shows (WCAG 2.5.3, the name
      // contains the visible text): 'Product image: Click or drag and drop an image, SVG, …'.
      translations={{ dropzone: `${label}: ${DROPZONE_TEXT}, ${IMAGE_HINT}` }}
      alignItems="stretch"
    >
      <FileUpload.HiddenInput />
      {file || showCurrent ? null : (
        <FileUpload.Dropzone minH="40" w="full">
          <Icon size="xl" color="fg.muted">
            <LuImageUp />
          </Icon>
          <FileUpload.DropzoneContent>
            {/* The space keeps the two lines two words apart in a text read as one (axe). */}
            <Box>{DROPZONE_TEXT}</Box> <Box color="fg.muted">{IMAGE_HINT}</Box>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      )}
      {rejected && (
        <Text color="fg.error" fontSize="sm">
          {NOT_AN_IMAGE}
        </Text>
      )}
      {file && (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file} flexDirection="column" alignItems="stretch">
            <FileUpload.ItemPreview type="image/*">
              <FilePreviewImage
                file={file}
                alt={`${label} preview`}
                maxH="64"
                w="full"
                objectFit="contain"
              />
            </FileUpload.ItemPreview>
            <Stack direction="row" align="center" justify="space-between" gap="2">
              <FileUpload.ItemName />
              <RemoveButton disabled={disabled} onClick={() => onFileChange(null)} />
            </Stack>
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      )}
      {showCurrent && (
        <Stack borderWidth="1px" rounded="md" p="4" gap="3">
          <Image
            src={currentImageUrl ?? undefined}
            alt={`${label} preview`}
            maxH="64"
            objectFit="contain"
          />
          <Stack direction="row" justify="flex-end">
            <RemoveButton disabled={disabled} onClick={() => onRemoveCurrent?.()} />
          </Stack>
        </Stack>
      )}
    </FileUpload.Root>
  );
}
