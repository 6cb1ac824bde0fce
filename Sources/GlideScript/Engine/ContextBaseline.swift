/// The JavaScript that lets a context with a prelude loaded serve one heap after another: `__nt_baseline.take(names)`
/// records, once the prelude has run, every object a script can reach from the global object (built-ins, the
/// prelude's functions and their prototypes) with each of its properties; `__nt_baseline.restore()` puts the
/// prelude's state back and answers `true` when the context is again exactly as recorded, or else what changed.
///
/// `names` lists the globals that hold per-heap state. The check skips their values, and the prelude's own
/// `__nt_reset()`, which `restore` calls first, sets them afresh. Globals a script added are deleted; anything else a
/// script changed (a method replaced on `Array.prototype`, a property added to `gs`, an object frozen, a global it
/// cannot delete) makes `restore` answer false, and the context is not used again.
///
/// The check reads only functions it took before any script ran, so a script that replaces `Object.keys` or
/// `Set.prototype.has` cannot hide what it changed. To stay cheap it does not walk functions that have no members of
/// their own (the hundreds of methods): which function each holder holds is checked, not what was added to it.
enum ContextBaseline {
    static let source = #"""
        Object.defineProperty(this, '__nt_baseline', { value: (function (global) {
            var ownKeys = Reflect.ownKeys;
            var describe = Object.getOwnPropertyDescriptor;
            var prototypeOf = Object.getPrototypeOf;
            var isExtensible = Object.isExtensible;
            var same = Object.is;
            var call = Function.prototype.call;
            var MadeSet = Set;
            var add = call.bind(Set.prototype.add);
            var has = call.bind(Set.prototype.has);
            var objects = [], extensible = [], starts = [], keys = [], values = [], getters = [], setters = [], flags = [];
            var stateNames = Object.create(null);
            var globalKeys = new MadeSet();
            var reset = null;
            var SKIPPED = {};

            function isObject(value) {
                return (typeof value === 'object' && value !== null) || typeof value === 'function';
            }
            function flagsOf(d) {
                return (d.writable ? 1 : 0) | (d.enumerable ? 2 : 0) | (d.configurable ? 4 : 0) | ('value' in d ? 8 : 0);
            }
            // A function with no members of its own (only its length, name and a prototype) is one of hundreds of
            // methods; its holder's entry already pins which function it is, so it is not walked itself.
            function isPlainFunction(f) {
                var own = ownKeys(f);
                for (var i = 0; i < own.length; i++) {
                    var key = own[i];
                    if (key !== 'length' && key !== 'name' && key !== 'prototype' && key !== 'arguments'
                        && key !== 'caller') { return false; }
                }
                return true;
            }
            // The prototype every function expression gets: an object whose only member is `constructor`.
            function isBarePrototype(prototype, f) {
                var own = ownKeys(prototype);
                return own.length === 1 && own[0] === 'constructor' && prototype.constructor === f
                    && prototypeOf(prototype) === Object.prototype;
            }
            function take(names) {
                for (var n = 0; n < names.length; n++) { stateNames[names[n]] = true; }
                reset = typeof global.__nt_reset === 'function' ? global.__nt_reset : null;
                var seen = new MadeSet();
                var queue = [global];
                add(seen, global);
                function visit(value) {
                    if (!isObject(value) || has(seen, value)) { return; }
                    add(seen, value);
                    if (typeof value === 'function' && isPlainFunction(value)) {
                        var prototype = describe(value, 'prototype');
                        if (prototype && isObject(prototype.value) && !isBarePrototype(prototype.value, value)) {
                            visit(prototype.value);
                        }
                        return;
                    }
                    queue[queue.length] = value;
                }
                for (var q = 0; q < queue.length; q++) {
                    var object = queue[q];
                    var own = ownKeys(object);
                    objects[objects.length] = object;
                    extensible[extensible.length] = isExtensible(object);
                    starts[starts.length] = keys.length;
                    for (var k = 0; k < own.length; k++) {
                        var key = own[k];
                        var d = describe(object, key);
                        var i = keys.length;
                        keys[i] = key;
                        flags[i] = flagsOf(d);
                        getters[i] = d.get;
                        setters[i] = d.set;
                        if (object === global) { add(globalKeys, key); }
                        if (object === global && typeof key === 'string' && stateNames[key] === true) {
                            values[i] = SKIPPED;
                        } else {
                            values[i] = d.value;
                            visit(d.value);
                        }
                        visit(d.get);
                        visit(d.set);
                    }
                    visit(prototypeOf(object));
                }
                starts[starts.length] = keys.length;
                return objects.length;
            }
            // Names the object at `o` by the first key that reaches it, for the answer of `restore`.
            function where(o, what) {
                var object = objects[o];
                for (var i = 0; i < keys.length; i++) {
                    if (values[i] === object) { return 'changed: ' + String(keys[i]) + ' (' + what + ')'; }
                }
                return 'changed: an object the prelude reaches (' + what + ')';
            }
            function restore() {
                if (reset !== null) { reset(); }
                var own = ownKeys(global);
                for (var g = 0; g < own.length; g++) {
                    var name = own[g];
                    if (!has(globalKeys, name)) {
                        if (!delete global[name]) { return 'the global ' + String(name) + ' cannot be deleted'; }
                    }
                }
                for (var o = 0; o < objects.length; o++) {
                    var object = objects[o];
                    if (isExtensible(object) !== extensible[o]) { return where(o, 'extensibility'); }
                    var current = ownKeys(object);
                    var start = starts[o];
                    if (current.length !== starts[o + 1] - start) { return where(o, 'number of properties'); }
                    for (var k = 0; k < current.length; k++) {
                        var i = start + k;
                        var key = current[k];
                        if (key !== keys[i]) { return where(o, String(key)); }
                        var d = describe(object, key);
                        if (flagsOf(d) !== flags[i] || d.get !== getters[i] || d.set !== setters[i]) { return where(o, String(key)); }
                        if (values[i] !== SKIPPED && !same(d.value, values[i])) { return where(o, String(key)); }
                    }
                }
                return true;
            }
            return Object.freeze({ take: take, restore: restore });
        })(this) });
        """#
}
