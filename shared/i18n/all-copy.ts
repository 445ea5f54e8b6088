import { provideCopy } from "./copy";
import { de } from "./de";
import { en } from "./en";

// Every language's UI copy, for the server (which renders every region) and the tests: imported
// for its effect before anything reads the copy (shared/i18n/copy.ts).
provideCopy(en);
provideCopy(de);
