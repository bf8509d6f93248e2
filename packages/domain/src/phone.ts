// Phone and JazzCash wallet numbers: the rules live beside the contract's zod fields that apply
// them (the contract imports nothing of ours), and are offered here with the other pure rules.
export {
  formatPakistaniPhoneInput,
  formatWalletNumberInput,
  normalizePakistaniPhone,
  normalizeWalletNumber,
  readPhoneSearch,
  type TPhoneSearch,
} from '@padel/contract';
