import { Button, Field, Stack } from '@chakra-ui/react';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { PercentProgress } from '../../../components/percent-progress';
import { formatBytes } from '../../../lib/format-size';
import type { PictureChoice } from '../pictures/use-picture-choice';

export interface ProductPictureFieldProps {
  choice: PictureChoice;
  /** The prepared picture the form holds (what will be uploaded). */
  file: File | null;
  onChoose: (file: File | null) => void;
  error?: string;
  /** The edit screen's saved picture, previewed until removed or replaced. */
  currentImageUrl?: string | null;
  onRemoveCurrent?: () => void;
  /** While the picture uploads: its progress in percent, and how to cancel it. */
  uploadPercent: number | null;
  onCancelUpload: () => void;
  disabled: boolean;
  helperText?: string;
}

const LABEL = 'Product image';

/** "3.3 MB photo → 190 KB": what the chosen file became, before it is stored. */
function captionOf(choice: PictureChoice, file: File | null): string | undefined {
  if (choice.status !== 'ready' || choice.picture.file !== file) return undefined;
  const { originalBytes, originalName } = choice.picture;
  const kind = /\.svg$/i.test(originalName) ? 'drawing' : 'photo';
  return `${formatBytes(originalBytes)} ${kind} → ${formatBytes(file.size)}`;
}

/** The product's picture: chosen, made ready to store, previewed with its size, uploaded. */
export function ProductPictureField({
  choice,
  file,
  onChoose,
  error,
  currentImageUrl,
  onRemoveCurrent,
  uploadPercent,
  onCancelUpload,
  disabled,
  helperText,
}: ProductPictureFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{LABEL}</Field.Label>
      <Stack gap="3" w="full">
        <ImageDropZone
          label={LABEL}
          file={file}
          caption={captionOf(choice, file)}
          preparing={choice.status === 'preparing' ? choice : null}
          problem={choice.status === 'refused' ? choice.problem : null}
          onFileChange={onChoose}
          currentImageUrl={currentImageUrl}
          onRemoveCurrent={onRemoveCurrent}
          invalid={Boolean(error)}
          disabled={disabled}
        />
        {uploadPercent !== null && (
          <PercentProgress label="Uploading the picture" percent={uploadPercent}>
            <Button size="xs" variant="outline" onClick={onCancelUpload}>
              Cancel upload
            </Button>
          </PercentProgress>
        )}
      </Stack>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
