import { Image, type ImageProps } from '@chakra-ui/react';
import { useCallback } from 'react';

export interface FilePreviewImageProps extends Omit<ImageProps, 'src'> {
  file: File;
}

/**
 * An <img> of a file picked on this device. Its object URL lives exactly as long as the element
 * shows that file: made when the element attaches or the file changes, revoked when it detaches
 * or a new file's URL replaces it. (Chakra's FileUpload preview made a new URL on every render
 * of the form and revoked the one its <img> was still loading: Chromium logged
 * `blob:… net::ERR_FILE_NOT_FOUND`.)
 */
export function FilePreviewImage({ file, ...props }: FilePreviewImageProps) {
  const showFile = useCallback(
    (image: HTMLImageElement) => {
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <Image ref={showFile} {...props} />;
}
