// The conformance packages of every language (conformance-kit.ts): a file of their own, judged beside the others.
import { judgesEveryPackage, LANGUAGE_PACKAGES, useJudgeWorker } from './conformance-kit.ts';

judgesEveryPackage(LANGUAGE_PACKAGES, useJudgeWorker());
