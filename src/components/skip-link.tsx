import { Box, SkipNavLink, type BoxProps } from '@chakra-ui/react';

const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to content': the first stop of Tab, shown only while focused. */
export function SkipLink() {
  return (
    <SkipNavLink
      id={MAIN_CONTENT_ID}
      zIndex="skipLink"
      onClick={(event) => {
        // Focus instead of a '#main-content' in the URL: the router owns the URL.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </SkipNavLink>
  );
}

/** The page's main landmark, where the skip link leads. */
export function MainContent(props: BoxProps) {
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" {...props} />;
}
