import { Box, Button, FileUpload, Icon, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LuImageUp } from 'react-icons/lu';
import { useFocusWasWithin } from '../lib/use-focus-back';
import { FilePreviewImage } from './file-preview-image';
import { type ProgressSource, useProgress } from '../lib/progress-source';
import { PercentProgress } from './percent-progress';

export interface ImageDropZoneProps {
  /** The accessible name of the drop zone and the alt text base of its preview. */
  label: string;
  /** The picture to preview: the one that will be stored. */
  file: File | null;
  /** A line under the preview, e.g. what the chosen file became. */
  caption?: string;
  /** While a chosen file is being made ready: its name and how far along. */
  preparing?: { name: string; progress: ProgressSource } | null;
  /** Why the chosen file was refused; shown on the drop zone, in its place. */
  problem?: string | null;
  /** The file the user chose (or null when removed). */
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
/** Any image, and HEIC by its name too: browsers that know no type for it would refuse it unread. */
const ACCEPTED = ['image/*', '.heic', '.heif'];

/** What the drop zone shows: the zone to choose in, a preparation under way, or a preview. */
type Showing = 'choose' | 'preparing' | 'preview';

const FOCUS_TARGET: Record<Showing, string> = {
  choose: '[data-part="dropzone"]',
  preparing: '[data-preparing]',
  preview: '[data-remove]',
};

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
 * The drop zone, the preparation's progress and the preview take each other's place. When the
 * focus was on the one that left (it is then on the page itself, or on the hidden file input the
 * chooser leaves it on), it moves to the one that came: to the progress while the picture is made
 * ready, to Remove once it is, to the drop zone once it is removed or refused. A keyboard user is
 * never sent back to the page's start or onto an input no one sees. The focus stays where it is
 * when it was last elsewhere (Clear on the form empties it; a created product resets the form).
 */
function useFocusFollowsSwap(root: RefObject<HTMLElement | null>, showing: Showing) {
  const shown = useRef(showing);
  const focusWasHere = useFocusWasWithin(root);
  useEffect(() => {
    if (shown.current === showing) return;
    shown.current = showing;
    const element = root.current;
    const active = document.activeElement;
    if (!element || !focusWasHere.current) return;
    if (active && active !== document.body && !element.contains(active)) return;
    element.querySelector<HTMLElement>(FOCUS_TARGET[showing])?.focus();
  }, [root, showing, focusWasHere]);
}

/** The chosen file's preparation: only this renders as its percent changes. */
function Preparing({ name, progress }: { name: string; progress: ProgressSource }) {
  return <PercentProgress label={`Preparing ${name}`} percent={useProgress(progress)} />;
}

/** One image, chosen by click or drag and drop, with a preview and a Remove button. */
export function ImageDropZone({
  label,
  file,
  caption,
  preparing,
  problem,
  onFileChange,
  currentImageUrl,
  onRemoveCurrent,
  invalid = false,
  disabled = false,
}: ImageDropZoneProps) {
  const [rejected, setRejected] = useState(false);
  const showCurrent = !file && Boolean(currentImageUrl);
  const root = useRef<HTMLDivElement>(null);
  const showing: Showing = file || showCurrent ? 'preview' : preparing ? 'preparing' : 'choose';
  useFocusFollowsSwap(root, showing);

  return (
    <FileUpload.Root
      ref={root}
      accept={ACCEPTED}
      maxFiles={1}
      acceptedFiles={file ? [file] : []}
      // Accepted and rejected files are reported apart: onFileChange can report a stale
      // (controlled) accepted list right after a selection.
      onFileAccept={(details) => {
        if (details.files.length) setRejected(false);
        onFileChange(details.files[0] ?? null);
      }}
      onFileReject={(details) => setRejected(details.files.length > 0)}
      invalid={invalid || rejected || Boolean(problem)}
      disabled={disabled}
      // The drop zone is a button named by its label and then all it shows (WCAG 2.5.3, the name
      // contains the visible text): 'Product image: Click or drag and drop an image, SVG, …'.
      translations={{ dropzone: `${label}: ${DROPZONE_TEXT}, ${IMAGE_HINT}` }}
      alignItems="stretch"
    >
      <FileUpload.HiddenInput />
      {showing === 'choose' && (
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
      {showing === 'preparing' && preparing && (
        <Box data-preparing="" tabIndex={-1} borderWidth="1px" rounded="md" p="4">
          <Preparing name={preparing.name} progress={preparing.progress} />
        </Box>
      )}
      {showing === 'choose' && (rejected || problem) && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {rejected ? NOT_AN_IMAGE : problem}
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
              <Stack gap="0" minW="0">
                <FileUpload.ItemName />
                {caption && (
                  <Text fontSize="sm" color="fg.muted" data-picture-caption="">
                    {caption}
                  </Text>
                )}
              </Stack>
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
