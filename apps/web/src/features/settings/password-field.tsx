import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password input whose show/hide toggle is a labelled, focusable button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': isVisible ? 'Hide password' : 'Show password' }}
    />
  );
}
