// The context's policy face: who may do what. Other contexts import its rules from here only.
export { createTrainingGate, type TrainingGate } from './trainings/training-gate.ts';
