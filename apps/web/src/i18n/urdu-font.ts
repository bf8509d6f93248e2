// Noto Nastaliq Urdu, self-hosted from @fontsource: the Arabic-script subset at one weight, so
// an Urdu page fetches one font file (its Latin text keeps the app's own font).
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
