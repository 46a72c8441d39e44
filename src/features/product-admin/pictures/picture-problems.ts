/** What the drop zone says when a chosen file cannot become a stored picture. */
export const PICTURE_PROBLEMS = {
  heic:
    'This browser cannot read HEIC photos. Choose a JPEG, PNG or WebP picture, ' +
    'or set the camera to save "Most Compatible" photos.',
  unreadable: 'This file could not be read as a picture. Choose a JPEG, PNG, WebP or SVG picture.',
  tooDetailed: 'This picture could not be made small enough to store. Please choose another one.',
} as const;

/** Thrown when a chosen file cannot become a stored picture; its message is for the staff member. */
export class PictureProblem extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PictureProblem';
  }
}

const HEIC = /\.(heic|heif)$/i;

export function isHeic(file: File): boolean {
  return /^image\/hei[cf]/.test(file.type) || HEIC.test(file.name);
}

/** The problem of a file no decoder of this browser could read. */
export function unreadableProblem(file: File, cause: unknown): PictureProblem {
  return new PictureProblem(isHeic(file) ? PICTURE_PROBLEMS.heic : PICTURE_PROBLEMS.unreadable, {
    cause,
  });
}
