export {
  VerificationSteps,
  type VerificationStepsProps,
  type VerificationStepsRow,
} from "./verification-steps.tsx";
