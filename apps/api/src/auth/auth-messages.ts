// What the sign-in and account answers say (the routes and the account deletion use them too).
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invitedAccount:
    'This email was invited by the venue. Please complete your account setup from the link in your email.',
  suspended: 'Your account has been suspended. Please contact the venue.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  samePassword: 'New password must be different from the current password',
  codeSent: 'Verification code sent to your email. Please check your inbox.',
  resetCodeSent: 'If an account exists for this email, a verification code has been sent.',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Password reset successfully! Please login with your new password.',
  setupCompleted: 'Account setup completed successfully!',
  accountDeleted: 'Your account has been deleted',
  loginSuccess: 'Login successful!',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyRefreshes: 'Too many session refreshes. Please wait a few minutes and try again.',
} as const;
