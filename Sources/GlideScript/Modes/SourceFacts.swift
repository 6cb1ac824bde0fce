import Foundation

/// What the engine needs to know of a script it runs, read from its text once and kept: a script run on every
/// request is lexed once, and its features, its global bindings and its jobs come from that one pass.
struct SourceFacts: Sendable {
    /// Whether the script may declare `let`, `const` or `class` bindings in the global scope. Such bindings live in
    /// the context's global lexical scope, which no script can list or remove, and a second run of the same script in
    /// that context would fail with a redeclaration error; a context that ran one is never reused.
    ///
    /// The answer errs towards yes: any of the three words outside every brace counts, even where it is not a
    /// declaration, because a context wrongly kept is a wrong answer and one wrongly dropped is only slower.
    let declaresGlobalLexicals: Bool
    /// Whether the script may queue jobs: it uses `async`, `await`, `Promise` or calls a `then`. Only then are the
    /// jobs after it watched closely enough to stop a chain of them that never ends.
    let mayQueueJobs: Bool
    /// The features of the platform's feature table the script uses, as `ScriptFeatureScanner` finds them.
    let features: [ScriptFeatureUse]

    /// The facts of `source`.
    static func of(_ source: String) -> SourceFacts {
        if let known = cache.answer(for: source) { return known }
        var depth = 0
        var lexicals = false
        var jobs = false
        let tokens = ScriptLexer.tokens(of: source)
        for token in tokens where token.kind == .punctuator || token.kind == .identifier {
            if token.isPunctuator(Self.openBrace) {
                depth += 1
            } else if token.isPunctuator(Self.closeBrace) {
                depth -= 1
            } else if token.kind == .identifier, depth <= 0, Self.lexicalWords.contains(token.code) {
                lexicals = true
            } else if token.kind == .identifier, Self.jobWords.contains(token.code) {
                jobs = true
            }
        }
        let facts = SourceFacts(
            declaresGlobalLexicals: lexicals, mayQueueJobs: jobs, features: ScriptFeatureScanner.features(in: tokens))
        cache.store(facts, for: source)
        return facts
    }

    private static let cache = SourceAnswers<String, SourceFacts>()
    private static let openBrace = ScriptTokenText.code(of: "{")
    private static let closeBrace = ScriptTokenText.code(of: "}")
    private static let lexicalWords = Set(["let", "const", "class"].map(ScriptTokenText.code(of:)))
    private static let jobWords = Set(["async", "await", "Promise", "then"].map(ScriptTokenText.code(of:)))

    /// The names whose text the facts read.
    static let wordsRead: Set<String> = ["let", "const", "class", "async", "await", "Promise", "then"]
}

/// Answers worked out from a script's text, kept so that a script run on every request is read once. At most
/// `keeping` are kept; past that the cache starts again.
final class SourceAnswers<Key: Hashable & Sendable, Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: Answer] = [:]
    private let keeping: Int

    init(keeping: Int = 4096) { self.keeping = keeping }

    func answer(for key: Key) -> Answer? {
        lock.withLock { answers[key] }
    }

    func store(_ answer: Answer, for key: Key) {
        lock.withLock {
            if answers.count >= keeping { answers.removeAll(keepingCapacity: true) }
            answers[key] = answer
        }
    }
}
