// Processes the tests start (the CLI, examples, oxlint) print as they would down a user's pipe: a FORCE_COLOR in the
// environment the suite runs in (CI sets one) would colour what the tests read, `console.log(1)` included.
delete process.env.FORCE_COLOR;
process.env.NO_COLOR = '1';
