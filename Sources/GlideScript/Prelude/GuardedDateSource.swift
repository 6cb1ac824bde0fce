/// Routes every `Date` entry point through `__nt_guarded`, so a time-out never interrupts the C library's time
/// conversions (which hold a lock) halfway: the stop waits until the conversion returns.
enum GuardedDateSource {
    static let text = #"""
        (function (global) {
            var guard = __nt_guarded;
            var Original = global.Date;
            var proto = Original.prototype;
            function wrap(original) {
                return function () { return guard(original, this, arguments); };
            }
            Object.getOwnPropertyNames(proto).forEach(function (name) {
                if (name !== 'constructor' && typeof proto[name] === 'function') { proto[name] = wrap(proto[name]); }
            });
            function construct() {
                var args = arguments;
                switch (args.length) {
                case 0: return new Original();
                case 1: return new Original(args[0]);
                default: return new Original(args[0], args[1], args[2] === undefined ? 1 : args[2], args[3] || 0,
                    args[4] || 0, args[5] || 0, args[6] || 0);
                }
            }
            function GuardedDate() {
                if (!(this instanceof GuardedDate)) { return guard(Original, undefined, []); }
                return guard(construct, undefined, arguments);
            }
            GuardedDate.prototype = proto;
            proto.constructor = GuardedDate;
            GuardedDate.parse = wrap(Original.parse);
            GuardedDate.UTC = wrap(Original.UTC);
            GuardedDate.now = wrap(Original.now);
            global.Date = GuardedDate;
        })(this);
        """#
}
