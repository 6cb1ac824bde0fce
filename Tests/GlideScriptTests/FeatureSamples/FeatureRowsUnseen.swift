/// The Disallowed rows of the feature table whose feature does not show in a script's text: a behaviour inside a
/// feature the release allows (a `let` binding's temporal dead zone, a class that extends `Array`, the order of own
/// properties, strict-mode semantics), or a built-in reached only as a value when the script runs (`'ab'.anchor()`,
/// `Object.keys('ab')`), or a well-known symbol, which the table disallows on Xanadu and Yokohama while it supports the
/// built-ins' members keyed by it (`RegExp.prototype[Symbol.replace]`) there. NowTape runs such a script as JavaScriptCore does, by the standard, and `updateset check`
/// cannot flag it. Every other Disallowed row is refused from the script's text, at check time and at run time.
enum FeatureRowsUnseen {
    static let rows: Set<Int> = [
        // globalThis
        66,
        // optional catch binding
        86, 87,
        // Function.prototype.toString revision
        88, 89, 90, 91, 92, 93, 94,
        // JSON superset
        95, 96,
        // Well-formed JSON.stringify
        97,
        // template literal revision
        109,
        // async functions
        121, 124, 126, 128, 131, 132, 133,
        // Object.prototype getter/setter methods
        153, 156, 160, 161, 165, 166,
        // exponentiation (**) operator
        173,
        // proper tail calls (tail call optimisation)
        177, 178,
        // default function parameters
        183, 185,
        // rest parameters
        189, 190,
        // spread syntax for iterable objects
        199, 200,
        // for..of loops
        216,
        // template literals
        229,
        // destructuring, declarations
        242, 259,
        // destructuring, assignment
        264, 275,
        // destructuring, parameters
        288, 300, 306, 309,
        // new.target
        315,
        // const
        319, 320, 328, 329,
        // let
        337, 341, 345, 349,
        // arrow functions
        358, 359,
        // generators
        401, 402, 403, 404, 405, 406, 422,
        // typed arrays
        443, 468,
        // WeakMap
        517, 518,
        // WeakSet
        528, 529,
        // well-known symbols
        604, 605, 606, 607, 608, 609, 610, 611, 612, 613, 614, 615, 616, 617, 618, 619, 620, 621, 622, 623, 624, 625,
        626, 627, 628, 629,
        // Array is subclassable
        717, 718, 719, 720, 721, 722, 723, 724, 725, 726, 727,
        // RegExp is subclassable
        728, 729, 730, 731,
        // Function is subclassable
        732, 733, 734, 735, 736, 737,
        // Promise is subclassable
        738, 739, 740, 741,
        // miscellaneous subclassables
        742, 743, 744, 745, 746, 747,
        // prototype of bound functions
        748, 749, 750, 751, 752,
        // Object static methods accept primitives
        815, 816, 817, 818, 819, 820, 821, 822, 823, 824,
        // own property order
        825, 826, 827, 828, 829,
        // Updated identifier syntax
        832, 833, 834,
        // non-strict function semantics
        835, 836, 837,
        // __proto__ in object literals
        839, 840, 841,
        // Object.prototype.__proto__
        846, 847, 848,
        // String.prototype HTML methods
        849, 850, 851,
        // RegExp.prototype.compile
        852, 853,
        // RegExp syntax extensions
        854, 855, 856, 857, 858, 859, 860, 861,
        // Strict mode
        904, 905, 906, 907, 908, 909, 910, 911, 912, 913, 914, 915, 916, 917, 918, 919, 920, 921, 922,
    ]
}
