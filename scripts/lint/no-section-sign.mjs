// ESLint rule: no section sign (U+00A7) anywhere in a source file, in code, strings or comments. Citations such as
// "section 5 of the specification" point to a document a reader of this repository does not have: a comment says the
// rule itself, a test names what it proves.
const SECTION_SIGN = '\u00a7';

/** @type {import('eslint').Rule.RuleModule} */
export const noSectionSign = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { found: `No "${SECTION_SIGN}" citation: say the rule itself; a reader of this repository has no document it points to.` },
  },
  create(context) {
    return {
      Program() {
        const { sourceCode } = context;
        const text = sourceCode.getText();
        for (let at = text.indexOf(SECTION_SIGN); at !== -1; at = text.indexOf(SECTION_SIGN, at + 1)) {
          context.report({ loc: sourceCode.getLocFromIndex(at), messageId: 'found' });
        }
      },
    };
  },
};
