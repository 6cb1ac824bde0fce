/// The platform's JavaScript engine feature table, row by row, as ServiceNow publishes it for each release: the page
/// "JavaScript engine feature support" (ServiceNowDocs,
/// `markdown/api-reference/scripts/javascript-engine-feature-support.md` on the `xanadu`, `yokohama`, `zurich` and `australia` branches). Its three words are kept: S is Supported, NS
/// Not Supported, D Disallowed.
///
/// One line a row, its cells separated by tabs: id, section, table, group, feature, then, for each release in
/// `PlatformRelease.allCases` order, `ES12 mode/ES5 Standards mode`. The page's tables have no captions; the group names the compatibility test each
/// table's rows come from. A new release is one more column here and one more case in `PlatformRelease`.
enum FeatureSupportData {
    static let text = #"""
        1	ES2022	0	instance class fields	public instance class fields	S/NS	S/NS	S/NS	S/NS
        2	ES2022	0	instance class fields	private instance class fields basic support	NS/NS	NS/NS	NS/NS	NS/NS
        3	ES2022	0	instance class fields	private instance class fields initializers	NS/NS	NS/NS	NS/NS	NS/NS
        4	ES2022	0	instance class fields	optional private instance class fields access	NS/NS	NS/NS	NS/NS	NS/NS
        5	ES2022	0	instance class fields	optional deep private instance class fields access	NS/NS	NS/NS	NS/NS	NS/NS
        6	ES2022	0	instance class fields	computed instance class fields	S/NS	S/NS	S/NS	S/NS
        7	ES2022	1	static class fields	public static class fields	S/NS	S/NS	S/NS	S/NS
        8	ES2022	1	static class fields	static class fields use [[Define]]	S/NS	S/NS	S/NS	S/NS
        9	ES2022	1	static class fields	private static class fields	S/NS	S/NS	S/NS	S/NS
        10	ES2022	1	static class fields	computed static class fields	S/NS	S/NS	S/NS	S/NS
        11	ES2022	2	private class methods	private instance methods	NS/NS	NS/NS	NS/NS	NS/NS
        12	ES2022	2	private class methods	private static methods	S/NS	S/NS	S/NS	S/NS
        13	ES2022	2	private class methods	private accessor properties	NS/NS	NS/NS	NS/NS	NS/NS
        14	ES2022	2	private class methods	private static accessor properties	S/NS	S/NS	S/NS	S/NS
        15	ES2022	3	.at() method on the built-in indexables	Array.prototype.at()	NS/NS	NS/NS	S/NS	S/NS
        16	ES2022	3	.at() method on the built-in indexables	String.prototype.at()	S/NS	S/NS	S/NS	S/NS
        17	ES2022	3	.at() method on the built-in indexables	%TypedArray%.prototype.at()	D/D	D/D	S/D	S/D
        18	ES2022	4	Object.hasOwn	Basic functionality	S/NS	S/NS	S/NS	S/NS
        19	ES2022	4	Object.hasOwn	ToObject called before ToPropertyKey	S/NS	S/NS	S/NS	S/NS
        20	ES2022	5	Error.cause property	Error has cause	S/NS	S/NS	S/NS	S/NS
        21	ES2022	5	Error.cause property	Error.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        22	ES2022	5	Error.cause property	EvalError has cause	S/NS	S/NS	S/NS	S/NS
        23	ES2022	5	Error.cause property	EvalError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        24	ES2022	5	Error.cause property	RangeError has cause	S/NS	S/NS	S/NS	S/NS
        25	ES2022	5	Error.cause property	RangeError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        26	ES2022	5	Error.cause property	ReferenceError has cause	S/NS	S/NS	S/NS	S/NS
        27	ES2022	5	Error.cause property	ReferenceError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        28	ES2022	5	Error.cause property	SyntaxError has cause	S/NS	S/NS	S/NS	S/NS
        29	ES2022	5	Error.cause property	SyntaxError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        30	ES2022	5	Error.cause property	TypeError has cause	S/NS	S/NS	S/NS	S/NS
        31	ES2022	5	Error.cause property	TypeError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        32	ES2022	5	Error.cause property	URIError has cause	S/NS	S/NS	S/NS	S/NS
        33	ES2022	5	Error.cause property	URIError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        34	ES2022	5	Error.cause property	AggregateError has cause	S/NS	S/NS	S/NS	S/NS
        35	ES2022	5	Error.cause property	AggregateError.prototype lacks cause	S/NS	S/NS	S/NS	S/NS
        36	ES2022	6	RegExp Match Indices (`hasIndices` / `d` flag)	constructor supports it	NS/NS	NS/NS	NS/NS	NS/NS
        37	ES2022	6	RegExp Match Indices (`hasIndices` / `d` flag)	shows up in flags	NS/NS	NS/NS	NS/NS	NS/NS
        38	ES2022	7	Ergonomic brand checks for private fields	Ergonomic brand checks for private fields	NS/NS	NS/NS	NS/NS	NS/NS
        39	ES2022	8	Class static initialization blocks	Class static initialization blocks	S/NS	S/NS	S/NS	S/NS
        40	ES2021	9	Promise.any	fulfillment	D/D	D/D	S/D	S/D
        41	ES2021	9	Promise.any	AggregateError	D/D	D/D	S/D	S/D
        42	ES2021	10	WeakReferences	WeakRef minimal support	D/D	D/D	D/D	D/D
        43	ES2021	10	WeakReferences	FinalizationRegistry minimal support	D/D	D/D	D/D	D/D
        44	ES2021	11	Logical Assignment	||= basic support	S/NS	S/NS	S/NS	S/NS
        45	ES2021	11	Logical Assignment	||= short-circuiting behavior	S/NS	S/NS	S/NS	S/NS
        46	ES2021	11	Logical Assignment	||= setter not unnecessarily invoked	S/NS	S/NS	S/NS	S/NS
        47	ES2021	11	Logical Assignment	&&= basic support	S/NS	S/NS	S/NS	S/NS
        48	ES2021	11	Logical Assignment	&&= short-circuiting behavior	S/NS	S/NS	S/NS	S/NS
        49	ES2021	11	Logical Assignment	&&= setter not unnecessarily invoked	S/NS	S/NS	S/NS	S/NS
        50	ES2021	11	Logical Assignment	??= basic support	S/NS	S/NS	S/NS	S/NS
        51	ES2021	11	Logical Assignment	??= short-circuiting behavior	S/NS	S/NS	S/NS	S/NS
        52	ES2021	11	Logical Assignment	??= setter not unnecessarily invoked	S/NS	S/NS	S/NS	S/NS
        53	ES2021	12	numeric separators	numeric separators	S/NS	S/NS	S/NS	S/NS
        54	ES2021	13	String.prototype.replaceAll	String.prototype.replaceAll	S/S	S/S	S/S	S/S
        55	ES2020	14	String.prototype.matchAll	basic functionality	S/NS	S/NS	S/NS	S/NS
        56	ES2020	14	String.prototype.matchAll	throws on non-global regex	S/NS	S/NS	S/NS	S/NS
        57	ES2020	15	BigInt	basic functionality	NS/NS	NS/NS	S/NS	S/NS
        58	ES2020	15	BigInt	constructor	NS/NS	NS/NS	S/NS	S/NS
        59	ES2020	15	BigInt	BigInt.asUintN	NS/NS	NS/NS	S/NS	S/NS
        60	ES2020	15	BigInt	BigInt.asIntN	NS/NS	NS/NS	S/NS	S/NS
        61	ES2020	15	BigInt	BigInt64Array	NS/NS	NS/NS	NS/NS	S/NS
        62	ES2020	15	BigInt	BigUint64Array	NS/NS	NS/NS	NS/NS	S/NS
        63	ES2020	15	BigInt	DataView.prototype.getBigInt64	NS/NS	NS/NS	NS/NS	NS/NS
        64	ES2020	15	BigInt	DataView.prototype.getBigUint64	NS/NS	NS/NS	NS/NS	NS/NS
        65	ES2020	16	globalThis	"globalThis" global property is global object	D/D	D/D	S/D	S/D
        66	ES2020	16	globalThis	"globalThis" global property has correct property descriptor	D/D	D/D	S/D	S/D
        67	ES2020	17	optional chaining operator (?.)	optional property access	S/NS	S/NS	S/NS	S/NS
        68	ES2020	17	optional chaining operator (?.)	optional bracket access	S/NS	S/NS	S/NS	S/NS
        69	ES2020	17	optional chaining operator (?.)	optional method call	S/NS	S/NS	S/NS	S/NS
        70	ES2020	17	optional chaining operator (?.)	optional function call	S/NS	S/NS	S/NS	S/NS
        71	ES2020	17	optional chaining operator (?.)	spread parameters after optional chaining	S/NS	S/NS	S/NS	S/NS
        72	ES2020	18	Promise.allSettled	Promise.allSettled	D/D	D/D	S/D	S/D
        73	ES2020	19	nullish coalescing operator (??)	nullish coalescing operator (??)	S/NS	S/NS	S/NS	S/NS
        74	ES2019	20	Symbol.prototype.description	basic	S/NS	S/NS	S/NS	S/NS
        75	ES2019	20	Symbol.prototype.description	empty description	S/NS	S/NS	S/NS	S/NS
        76	ES2019	20	Symbol.prototype.description	undefined description	S/NS	S/NS	S/NS	S/NS
        77	ES2019	21	string trimming	String.prototype.trimLeft	S/S	S/S	S/S	S/S
        78	ES2019	21	string trimming	String.prototype.trimRight	S/S	S/S	S/S	S/S
        79	ES2019	21	string trimming	String.prototype.trimStart	S/NS	S/NS	S/NS	S/NS
        80	ES2019	21	string trimming	String.prototype.trimEnd	S/NS	S/NS	S/NS	S/NS
        81	ES2019	22	Array.prototype.{flat, flatMap}	Array.prototype.flat	S/NS	S/NS	S/NS	S/NS
        82	ES2019	22	Array.prototype.{flat, flatMap}	Array.prototype.flatMap	S/NS	S/NS	S/NS	S/NS
        83	ES2019	22	Array.prototype.{flat, flatMap}	flat and flatMap in Array.prototype[@@unscopables]	S/NS	S/NS	S/NS	S/NS
        84	ES2019	23	Object.fromEntries	Object.fromEntries	S/NS	S/NS	S/NS	S/NS
        85	ES2019	24	optional catch binding	basic	D/D	D/D	S/D	S/D
        86	ES2019	24	optional catch binding	await	D/D	D/D	D/D	D/D
        87	ES2019	24	optional catch binding	yield	D/D	D/D	D/D	D/D
        88	ES2019	25	Function.prototype.toString revision	functions created with the Function constructor	D/D	D/D	D/D	D/D
        89	ES2019	25	Function.prototype.toString revision	arrows	D/D	D/D	D/D	D/D
        90	ES2019	25	Function.prototype.toString revision	[native code]	D/D	D/D	D/D	D/D
        91	ES2019	25	Function.prototype.toString revision	class expression with implicit constructor	D/D	D/D	D/D	D/D
        92	ES2019	25	Function.prototype.toString revision	class expression with explicit constructor	D/D	D/D	D/D	D/D
        93	ES2019	25	Function.prototype.toString revision	unicode escape sequences in identifiers	D/D	D/D	D/D	D/D
        94	ES2019	25	Function.prototype.toString revision	methods and computed property names	D/D	D/D	D/D	S/D
        95	ES2019	26	JSON superset	Line separator can appear in string literals	D/D	D/D	D/D	D/D
        96	ES2019	26	JSON superset	Paragraph separator can appear in string literals	D/D	D/D	D/D	D/D
        97	ES2019	27	Well-formed JSON.stringify	Well-formed JSON.stringify	D/D	D/D	D/D	D/D
        98	ES2018	28	object rest/spread properties	object rest properties	S/NS	S/NS	S/NS	S/NS
        99	ES2018	28	object rest/spread properties	object spread properties	S/NS	S/NS	S/NS	S/NS
        100	ES2018	29	Promise.prototype.finally	basic support	D/D	D/D	S/D	S/D
        101	ES2018	29	Promise.prototype.finally	don't change resolution value	D/D	D/D	S/D	S/D
        102	ES2018	29	Promise.prototype.finally	change rejection value	D/D	D/D	S/D	S/D
        103	ES2018	30	Asynchronous Iterators	async generators	D/D	D/D	D/D	D/D
        104	ES2018	30	Asynchronous Iterators	for-await-of loops	D/D	D/D	D/D	D/D
        105	ES2018	31	s (dotAll) flag for regular expressions	s (dotAll) flag for regular expressions	S/NS	S/NS	S/NS	S/NS
        106	ES2018	32	RegExp named capture groups	RegExp named capture groups	S/NS	S/NS	S/NS	S/NS
        107	ES2018	33	RegExp Lookbehind Assertions	RegExp Lookbehind Assertions	NS/NS	NS/NS	S/NS	S/NS
        108	ES2018	34	RegExp Unicode Property Escapes	RegExp Unicode Property Escapes	NS/NS	NS/NS	S/NS	S/NS
        109	ES2018	35	template literal revision	template literal revision	D/D	D/D	D/D	D/D
        110	ES2017	36	Object static methods	Object.values	S/NS	S/NS	S/NS	S/NS
        111	ES2017	36	Object static methods	Object.entries	S/NS	S/NS	S/NS	S/NS
        112	ES2017	36	Object static methods	Object.getOwnPropertyDescriptors	S/NS	S/NS	S/NS	S/NS
        113	ES2017	36	Object static methods	Object.getOwnPropertyDescriptors doesn't provide undefined descriptors	NS/NS	NS/NS	NS/NS	S/NS
        114	ES2017	37	String padding	String.prototype.padStart	S/NS	S/NS	S/NS	S/NS
        115	ES2017	37	String padding	String.prototype.padEnd	S/NS	S/NS	S/NS	S/NS
        116	ES2017	38	trailing commas in function syntax	in parameter lists	S/NS	S/NS	S/NS	S/NS
        117	ES2017	38	trailing commas in function syntax	in argument lists	S/NS	S/NS	S/NS	S/NS
        118	ES2017	39	async functions	return	D/D	D/D	S/D	S/D
        119	ES2017	39	async functions	throw	D/D	D/D	S/D	S/D
        120	ES2017	39	async functions	no line break between async and function	D/D	D/D	S/D	S/D
        121	ES2017	39	async functions	no "prototype" property	D/D	D/D	D/D	D/D
        122	ES2017	39	async functions	await	D/D	D/D	S/D	S/D
        123	ES2017	39	async functions	await, rejection	D/D	D/D	S/D	S/D
        124	ES2017	39	async functions	must await a value	D/D	D/D	D/D	D/D
        125	ES2017	39	async functions	can await non-Promise values	D/D	D/D	S/D	S/D
        126	ES2017	39	async functions	cannot await in parameters	D/D	D/D	D/D	D/D
        127	ES2017	39	async functions	async methods, object literals	D/D	D/D	S/D	S/D
        128	ES2017	39	async functions	async methods, classes	D/D	D/D	D/D	D/D
        129	ES2017	39	async functions	async arrow functions in methods, classes	D/D	D/D	S/D	S/D
        130	ES2017	39	async functions	async arrow functions	D/D	D/D	S/D	S/D
        131	ES2017	39	async functions	correct prototype chain	D/D	D/D	D/D	D/D
        132	ES2017	39	async functions	async function prototype, Symbol.toStringTag	D/D	D/D	D/D	D/D
        133	ES2017	39	async functions	async function constructor	D/D	D/D	D/D	D/D
        134	ES2017	40	shared memory and atomics	SharedArrayBuffer	D/D	D/D	D/D	D/D
        135	ES2017	40	shared memory and atomics	SharedArrayBuffer[Symbol.species]	D/D	D/D	D/D	D/D
        136	ES2017	40	shared memory and atomics	SharedArrayBuffer.prototype.byteLength	D/D	D/D	D/D	D/D
        137	ES2017	40	shared memory and atomics	SharedArrayBuffer.prototype.slice	D/D	D/D	D/D	D/D
        138	ES2017	40	shared memory and atomics	SharedArrayBuffer.prototype[Symbol.toStringTag]	D/D	D/D	D/D	D/D
        139	ES2017	40	shared memory and atomics	Atomics.add	D/D	D/D	D/D	D/D
        140	ES2017	40	shared memory and atomics	Atomics.and	D/D	D/D	D/D	D/D
        141	ES2017	40	shared memory and atomics	Atomics.compareExchange	D/D	D/D	D/D	D/D
        142	ES2017	40	shared memory and atomics	Atomics.exchange	D/D	D/D	D/D	D/D
        143	ES2017	40	shared memory and atomics	Atomics.wait	D/D	D/D	D/D	D/D
        144	ES2017	40	shared memory and atomics	Atomics.wake	D/D	D/D	D/D	D/D
        145	ES2017	40	shared memory and atomics	Atomics.isLockFree	D/D	D/D	D/D	D/D
        146	ES2017	40	shared memory and atomics	Atomics.load	D/D	D/D	D/D	D/D
        147	ES2017	40	shared memory and atomics	Atomics.or	D/D	D/D	D/D	D/D
        148	ES2017	40	shared memory and atomics	Atomics.store	D/D	D/D	D/D	D/D
        149	ES2017	40	shared memory and atomics	Atomics.sub	D/D	D/D	D/D	D/D
        150	ES2017	40	shared memory and atomics	Atomics.xor	D/D	D/D	D/D	D/D
        151	ES2017	41	Object.prototype getter/setter methods	__defineGetter__	D/D	D/D	S/D	S/D
        152	ES2017	41	Object.prototype getter/setter methods	__defineGetter__, symbols	D/D	D/D	S/D	S/D
        153	ES2017	41	Object.prototype getter/setter methods	__defineGetter__, ToObject(this)	D/D	D/D	D/D	D/D
        154	ES2017	41	Object.prototype getter/setter methods	__defineSetter__	D/D	D/D	S/D	S/D
        155	ES2017	41	Object.prototype getter/setter methods	__defineSetter__, symbols	D/D	D/D	S/D	S/D
        156	ES2017	41	Object.prototype getter/setter methods	__defineSetter__, ToObject(this)	D/D	D/D	D/D	D/D
        157	ES2017	41	Object.prototype getter/setter methods	__lookupGetter__	D/D	D/D	S/D	S/D
        158	ES2017	41	Object.prototype getter/setter methods	__lookupGetter__, prototype chain	D/D	D/D	S/D	S/D
        159	ES2017	41	Object.prototype getter/setter methods	__lookupGetter__, symbols	D/D	D/D	S/D	S/D
        160	ES2017	41	Object.prototype getter/setter methods	__lookupGetter__, ToObject(this)	D/D	D/D	D/D	D/D
        161	ES2017	41	Object.prototype getter/setter methods	__lookupGetter__, data properties can shadow accessors	D/D	D/D	D/D	D/D
        162	ES2017	41	Object.prototype getter/setter methods	__lookupSetter__	D/D	D/D	S/D	S/D
        163	ES2017	41	Object.prototype getter/setter methods	__lookupSetter__, prototype chain	D/D	D/D	S/D	S/D
        164	ES2017	41	Object.prototype getter/setter methods	__lookupSetter__, symbols	D/D	D/D	S/D	S/D
        165	ES2017	41	Object.prototype getter/setter methods	__lookupSetter__, ToObject(this)	D/D	D/D	D/D	D/D
        166	ES2017	41	Object.prototype getter/setter methods	__lookupSetter__, data properties can shadow accessors	D/D	D/D	D/D	D/D
        167	ES2017	42	Proxy internal calls, getter/setter methods	__defineGetter__	D/D	D/D	S/D	S/D
        168	ES2017	42	Proxy internal calls, getter/setter methods	__defineSetter__	D/D	D/D	S/D	S/D
        169	ES2017	42	Proxy internal calls, getter/setter methods	__lookupGetter__	D/D	D/D	S/D	S/D
        170	ES2017	42	Proxy internal calls, getter/setter methods	__lookupSetter__	D/D	D/D	S/D	S/D
        171	ES2016	43	exponentiation (**) operator	basic support	S/NS	S/NS	S/NS	S/NS
        172	ES2016	43	exponentiation (**) operator	assignment	S/NS	S/NS	S/NS	S/NS
        173	ES2016	43	exponentiation (**) operator	early syntax error for unary negation without parentheses	D/D	D/D	D/D	D/D
        174	ES2016	44	Array.prototype.includes	Array.prototype.includes	S/NS	S/NS	S/NS	S/NS
        175	ES2016	44	Array.prototype.includes	Array.prototype.includes is generic	NS/NS	NS/NS	NS/NS	NS/NS
        176	ES2016	44	Array.prototype.includes	%TypedArray%.prototype.includes	D/D	D/D	S/D	S/D
        177	ES2015	45	proper tail calls (tail call optimisation)	direct recursion	D/D	D/D	D/D	D/D
        178	ES2015	45	proper tail calls (tail call optimisation)	mutual recursion	D/D	D/D	D/D	D/D
        179	ES2015	46	default function parameters	basic functionality	S/NS	S/NS	S/NS	S/NS
        180	ES2015	46	default function parameters	explicit undefined defers to the default	S/NS	S/NS	S/NS	S/NS
        181	ES2015	46	default function parameters	defaults can refer to previous parameters	S/NS	S/NS	S/NS	S/NS
        182	ES2015	46	default function parameters	arguments object interaction	S/NS	S/NS	S/NS	S/NS
        183	ES2015	46	default function parameters	temporal dead zone	D/D	D/D	D/D	D/D
        184	ES2015	46	default function parameters	separate scope	S/NS	S/NS	S/NS	S/NS
        185	ES2015	46	default function parameters	new Function() support	D/D	D/D	D/D	D/D
        186	ES2015	47	rest parameters	basic functionality	S/NS	S/NS	S/NS	S/NS
        187	ES2015	47	rest parameters	function 'length' property	S/NS	S/NS	S/NS	S/NS
        188	ES2015	47	rest parameters	arguments object interaction	NS/NS	NS/NS	NS/NS	NS/NS
        189	ES2015	47	rest parameters	can't be used in setters	D/D	D/D	D/D	D/D
        190	ES2015	47	rest parameters	new Function() support	D/D	D/D	D/D	D/D
        191	ES2015	48	spread syntax for iterable objects	with arrays, in function calls	S/NS	S/NS	S/NS	S/NS
        192	ES2015	48	spread syntax for iterable objects	with arrays, in array literals	S/NS	S/NS	S/NS	S/NS
        193	ES2015	48	spread syntax for iterable objects	with sparse arrays, in function calls	S/NS	S/NS	S/NS	S/NS
        194	ES2015	48	spread syntax for iterable objects	with sparse arrays, in array literals	S/NS	S/NS	S/NS	S/NS
        195	ES2015	48	spread syntax for iterable objects	with strings, in function calls	S/NS	S/NS	S/NS	S/NS
        196	ES2015	48	spread syntax for iterable objects	with strings, in array literals	S/NS	S/NS	S/NS	S/NS
        197	ES2015	48	spread syntax for iterable objects	with astral plane strings, in function calls	S/NS	S/NS	S/NS	S/NS
        198	ES2015	48	spread syntax for iterable objects	with astral plane strings, in array literals	S/NS	S/NS	S/NS	S/NS
        199	ES2015	48	spread syntax for iterable objects	with generator instances, in calls	D/D	D/D	D/D	D/D
        200	ES2015	48	spread syntax for iterable objects	with generator instances, in arrays	D/D	D/D	D/D	D/D
        201	ES2015	48	spread syntax for iterable objects	with generic iterables, in calls	S/NS	S/NS	S/NS	S/NS
        202	ES2015	48	spread syntax for iterable objects	with generic iterables, in arrays	S/NS	S/NS	S/NS	S/NS
        203	ES2015	48	spread syntax for iterable objects	with instances of iterables, in calls	S/NS	S/NS	S/NS	S/NS
        204	ES2015	48	spread syntax for iterable objects	with instances of iterables, in arrays	S/NS	S/NS	S/NS	S/NS
        205	ES2015	48	spread syntax for iterable objects	spreading non-iterables is a runtime error	S/NS	S/NS	S/NS	S/NS
        206	ES2015	49	object literal extensions	computed properties	S/NS	S/NS	S/NS	S/NS
        207	ES2015	49	object literal extensions	shorthand properties	S/NS	S/NS	S/NS	S/NS
        208	ES2015	49	object literal extensions	shorthand methods	S/NS	S/NS	S/NS	S/NS
        209	ES2015	49	object literal extensions	string-keyed shorthand methods	S/NS	S/NS	S/NS	S/NS
        210	ES2015	49	object literal extensions	computed shorthand methods	S/NS	S/NS	S/NS	S/NS
        211	ES2015	49	object literal extensions	computed accessors	S/NS	S/NS	S/NS	S/NS
        212	ES2015	50	for..of loops	with arrays	S/NS	S/NS	S/NS	S/NS
        213	ES2015	50	for..of loops	with sparse arrays	S/NS	S/NS	S/NS	S/NS
        214	ES2015	50	for..of loops	with strings	S/NS	S/NS	S/NS	S/NS
        215	ES2015	50	for..of loops	with astral plane strings	S/NS	S/NS	S/NS	S/NS
        216	ES2015	50	for..of loops	with generator instances	D/D	D/D	D/D	D/D
        217	ES2015	50	for..of loops	with generic iterables	S/NS	S/NS	S/NS	S/NS
        218	ES2015	50	for..of loops	with instances of generic iterables	S/NS	S/NS	S/NS	S/NS
        219	ES2015	50	for..of loops	iterator closing, break	S/NS	S/NS	S/NS	S/NS
        220	ES2015	50	for..of loops	iterator closing, throw	S/NS	S/NS	S/NS	S/NS
        221	ES2015	51	octal and binary literals	octal literals	S/NS	S/NS	S/NS	S/NS
        222	ES2015	51	octal and binary literals	binary literals	S/NS	S/NS	S/NS	S/NS
        223	ES2015	51	octal and binary literals	octal supported by Number()	NS/NS	NS/NS	NS/NS	NS/NS
        224	ES2015	51	octal and binary literals	binary supported by Number()	NS/NS	NS/NS	NS/NS	NS/NS
        225	ES2015	52	template literals	basic functionality	S/NS	S/NS	S/NS	S/NS
        226	ES2015	52	template literals	toString conversion	S/NS	S/NS	S/NS	S/NS
        227	ES2015	52	template literals	tagged template literals	S/NS	S/NS	S/NS	S/NS
        228	ES2015	52	template literals	passed array is frozen	S/NS	S/NS	S/NS	S/NS
        229	ES2015	52	template literals	line break normalization	D/D	D/D	D/D	D/D
        230	ES2015	52	template literals	TemplateStrings call site caching	S/NS	S/NS	S/NS	S/NS
        231	ES2015	52	template literals	TemplateStrings permanent caching	S/NS	S/NS	S/NS	S/NS
        232	ES2015	53	RegExp "y" and "u" flags	"y" flag	S/NS	S/NS	S/NS	S/NS
        233	ES2015	53	RegExp "y" and "u" flags	"y" flag, lastIndex	S/NS	S/NS	S/NS	S/NS
        234	ES2015	53	RegExp "y" and "u" flags	"u" flag	NS/NS	NS/NS	S/NS	S/NS
        235	ES2015	53	RegExp "y" and "u" flags	"u" flag, non-BMP Unicode characters	NS/NS	NS/NS	S/NS	S/NS
        236	ES2015	53	RegExp "y" and "u" flags	"u" flag, Unicode code point escapes	NS/NS	NS/NS	S/NS	S/NS
        237	ES2015	53	RegExp "y" and "u" flags	"u" flag, case folding	NS/NS	NS/NS	S/NS	S/NS
        238	ES2015	54	destructuring, declarations	with arrays	S/NS	S/NS	S/NS	S/NS
        239	ES2015	54	destructuring, declarations	with sparse arrays	S/NS	S/NS	S/NS	S/NS
        240	ES2015	54	destructuring, declarations	with strings	S/NS	S/NS	S/NS	S/NS
        241	ES2015	54	destructuring, declarations	with astral plane strings	S/NS	S/NS	S/NS	S/NS
        242	ES2015	54	destructuring, declarations	with generator instances	D/D	D/D	D/D	D/D
        243	ES2015	54	destructuring, declarations	with generic iterables	S/NS	S/NS	S/NS	S/NS
        244	ES2015	54	destructuring, declarations	with instances of generic iterables	S/NS	S/NS	S/NS	S/NS
        245	ES2015	54	destructuring, declarations	iterator closing	S/NS	S/NS	S/NS	S/NS
        246	ES2015	54	destructuring, declarations	trailing commas in iterable patterns	S/NS	S/NS	S/NS	S/NS
        247	ES2015	54	destructuring, declarations	with objects	S/NS	S/NS	S/NS	S/NS
        248	ES2015	54	destructuring, declarations	object destructuring with primitives	S/NS	S/NS	S/NS	S/NS
        249	ES2015	54	destructuring, declarations	trailing commas in object patterns	S/NS	S/NS	S/NS	S/NS
        250	ES2015	54	destructuring, declarations	throws on null and undefined	S/NS	S/NS	S/NS	S/NS
        251	ES2015	54	destructuring, declarations	computed properties	S/NS	S/NS	S/NS	S/NS
        252	ES2015	54	destructuring, declarations	multiples in a single var statement	S/NS	S/NS	S/NS	S/NS
        253	ES2015	54	destructuring, declarations	nested	S/NS	S/NS	S/NS	S/NS
        254	ES2015	54	destructuring, declarations	in for-in loop heads	S/NS	S/NS	S/NS	S/NS
        255	ES2015	54	destructuring, declarations	in for-of loop heads	S/NS	S/NS	S/NS	S/NS
        256	ES2015	54	destructuring, declarations	in catch heads	S/NS	S/NS	S/NS	S/NS
        257	ES2015	54	destructuring, declarations	rest	S/NS	S/NS	S/NS	S/NS
        258	ES2015	54	destructuring, declarations	defaults	S/NS	S/NS	S/NS	S/NS
        259	ES2015	54	destructuring, declarations	defaults, let temporal dead zone	D/D	D/D	D/D	D/D
        260	ES2015	55	destructuring, assignment	with arrays	S/NS	S/NS	S/NS	S/NS
        261	ES2015	55	destructuring, assignment	with sparse arrays	S/NS	S/NS	S/NS	S/NS
        262	ES2015	55	destructuring, assignment	with strings	S/NS	S/NS	S/NS	S/NS
        263	ES2015	55	destructuring, assignment	with astral plane strings	S/NS	S/NS	S/NS	S/NS
        264	ES2015	55	destructuring, assignment	with generator instances	D/D	D/D	D/D	D/D
        265	ES2015	55	destructuring, assignment	with generic iterables	S/NS	S/NS	S/NS	S/NS
        266	ES2015	55	destructuring, assignment	with instances of generic iterables	S/NS	S/NS	S/NS	S/NS
        267	ES2015	55	destructuring, assignment	iterator closing	S/NS	S/NS	S/NS	S/NS
        268	ES2015	55	destructuring, assignment	iterable destructuring expression	S/NS	S/NS	S/NS	S/NS
        269	ES2015	55	destructuring, assignment	chained iterable destructuring	S/NS	S/NS	S/NS	S/NS
        270	ES2015	55	destructuring, assignment	trailing commas in iterable patterns	S/NS	S/NS	S/NS	S/NS
        271	ES2015	55	destructuring, assignment	with objects	S/NS	S/NS	S/NS	S/NS
        272	ES2015	55	destructuring, assignment	object destructuring with primitives	S/NS	S/NS	S/NS	S/NS
        273	ES2015	55	destructuring, assignment	trailing commas in object patterns	S/NS	S/NS	S/NS	S/NS
        274	ES2015	55	destructuring, assignment	object destructuring expression	S/NS	S/NS	S/NS	S/NS
        275	ES2015	55	destructuring, assignment	parenthesized left-hand-side is a syntax error	D/D	D/D	D/D	D/D
        276	ES2015	55	destructuring, assignment	chained object destructuring	S/NS	S/NS	S/NS	S/NS
        277	ES2015	55	destructuring, assignment	throws on null and undefined	S/NS	S/NS	S/NS	S/NS
        278	ES2015	55	destructuring, assignment	computed properties	S/NS	S/NS	S/NS	S/NS
        279	ES2015	55	destructuring, assignment	nested	S/NS	S/NS	S/NS	S/NS
        280	ES2015	55	destructuring, assignment	rest	S/NS	S/NS	S/NS	S/NS
        281	ES2015	55	destructuring, assignment	nested rest	S/NS	S/NS	S/NS	S/NS
        282	ES2015	55	destructuring, assignment	empty patterns	S/NS	S/NS	S/NS	S/NS
        283	ES2015	55	destructuring, assignment	defaults	S/NS	S/NS	S/NS	S/NS
        284	ES2015	56	destructuring, parameters	with arrays	S/NS	S/NS	S/NS	S/NS
        285	ES2015	56	destructuring, parameters	with sparse arrays	S/NS	S/NS	S/NS	S/NS
        286	ES2015	56	destructuring, parameters	with strings	S/NS	S/NS	S/NS	S/NS
        287	ES2015	56	destructuring, parameters	with astral plane strings	S/NS	S/NS	S/NS	S/NS
        288	ES2015	56	destructuring, parameters	with generator instances	D/D	D/D	D/D	D/D
        289	ES2015	56	destructuring, parameters	with generic iterables	S/NS	S/NS	S/NS	S/NS
        290	ES2015	56	destructuring, parameters	with instances of generic iterables	S/NS	S/NS	S/NS	S/NS
        291	ES2015	56	destructuring, parameters	iterator closing	S/NS	S/NS	S/NS	S/NS
        292	ES2015	56	destructuring, parameters	trailing commas in iterable patterns	S/NS	S/NS	S/NS	S/NS
        293	ES2015	56	destructuring, parameters	with objects	S/NS	S/NS	S/NS	S/NS
        294	ES2015	56	destructuring, parameters	object destructuring with primitives	S/NS	S/NS	S/NS	S/NS
        295	ES2015	56	destructuring, parameters	trailing commas in object patterns	S/NS	S/NS	S/NS	S/NS
        296	ES2015	56	destructuring, parameters	throws on null and undefined	S/NS	S/NS	S/NS	S/NS
        297	ES2015	56	destructuring, parameters	computed properties	S/NS	S/NS	S/NS	S/NS
        298	ES2015	56	destructuring, parameters	nested	S/NS	S/NS	S/NS	S/NS
        299	ES2015	56	destructuring, parameters	'arguments' interaction	S/NS	S/NS	S/NS	S/NS
        300	ES2015	56	destructuring, parameters	new Function() support	D/D	D/D	D/D	D/D
        301	ES2015	56	destructuring, parameters	in parameters, function 'length' property	S/NS	S/NS	S/NS	S/NS
        302	ES2015	56	destructuring, parameters	rest	S/NS	S/NS	S/NS	S/NS
        303	ES2015	56	destructuring, parameters	empty patterns	S/NS	S/NS	S/NS	S/NS
        304	ES2015	56	destructuring, parameters	defaults	S/NS	S/NS	S/NS	S/NS
        305	ES2015	56	destructuring, parameters	defaults, separate scope	S/NS	S/NS	S/NS	S/NS
        306	ES2015	56	destructuring, parameters	defaults, new Function() support	D/D	D/D	D/D	D/D
        307	ES2015	56	destructuring, parameters	aliased defaults, arrow function	S/NS	S/NS	S/NS	S/NS
        308	ES2015	56	destructuring, parameters	shorthand defaults, arrow function	S/NS	S/NS	S/NS	S/NS
        309	ES2015	56	destructuring, parameters	duplicate identifier	D/D	D/D	D/D	D/D
        310	ES2015	57	Unicode code point escapes	in strings	S/NS	S/NS	S/NS	S/NS
        311	ES2015	57	Unicode code point escapes	in identifiers	NS/NS	NS/NS	NS/NS	NS/NS
        312	ES2015	57	Unicode code point escapes	in property key definitions	NS/NS	NS/NS	NS/NS	NS/NS
        313	ES2015	57	Unicode code point escapes	in property key accesses	NS/NS	NS/NS	NS/NS	NS/NS
        314	ES2015	58	new.target	in constructors	NS/NS	NS/NS	NS/NS	NS/NS
        315	ES2015	58	new.target	assignment is an early error	D/D	D/D	D/D	D/D
        316	ES2015	59	const	basic support	S/S	S/S	S/S	S/S
        317	ES2015	59	const	is block-scoped	S/NS	S/NS	S/NS	S/NS
        318	ES2015	59	const	scope shadow resolution	S/NS	S/NS	S/NS	S/NS
        319	ES2015	59	const	cannot be in statements	D/D	D/D	D/D	D/D
        320	ES2015	59	const	redefining a const is an error	D/D	D/D	D/D	D/D
        321	ES2015	59	const	for loop statement scope	S/NS	S/NS	S/NS	S/NS
        322	ES2015	59	const	for-in loop iteration scope	S/NS	S/NS	S/NS	S/NS
        323	ES2015	59	const	for-of loop iteration scope	S/NS	S/NS	S/NS	S/NS
        324	ES2015	59	const	temporal dead zone	NS/NS	NS/NS	NS/NS	NS/NS
        325	ES2015	59	const	basic support (strict mode)	S/S	S/S	S/S	S/S
        326	ES2015	59	const	is block-scoped (strict mode)	S/NS	S/NS	S/NS	S/NS
        327	ES2015	59	const	scope shadow resolution (strict mode)	S/NS	S/NS	S/NS	S/NS
        328	ES2015	59	const	cannot be in statements (strict mode)	D/D	D/D	D/D	D/D
        329	ES2015	59	const	redefining a const (strict mode)	D/D	D/D	D/D	D/D
        330	ES2015	59	const	for loop statement scope (strict mode)	S/NS	S/NS	S/NS	S/NS
        331	ES2015	59	const	for-in loop iteration scope (strict mode)	S/NS	S/NS	S/NS	S/NS
        332	ES2015	59	const	for-of loop iteration scope (strict mode)	S/NS	S/NS	S/NS	S/NS
        333	ES2015	59	const	temporal dead zone (strict mode)	NS/NS	NS/NS	NS/NS	NS/NS
        334	ES2015	60	let	basic support	S/NS	S/NS	S/NS	S/NS
        335	ES2015	60	let	is block-scoped	S/NS	S/NS	S/NS	S/NS
        336	ES2015	60	let	scope shadow resolution	S/NS	S/NS	S/NS	S/NS
        337	ES2015	60	let	cannot be in statements	D/D	D/D	D/D	D/D
        338	ES2015	60	let	for loop statement scope	S/NS	S/NS	S/NS	S/NS
        339	ES2015	60	let	temporal dead zone	NS/NS	NS/NS	NS/NS	NS/NS
        340	ES2015	60	let	for/for-in loop iteration scope	S/NS	S/NS	S/NS	S/NS
        341	ES2015	60	let	for-in loop binding shadowing parameter	D/D	D/D	D/D	D/D
        342	ES2015	60	let	basic support (strict mode)	S/NS	S/NS	S/NS	S/NS
        343	ES2015	60	let	is block-scoped (strict mode)	S/NS	S/NS	S/NS	S/NS
        344	ES2015	60	let	scope shadow resolution (strict mode)	S/NS	S/NS	S/NS	S/NS
        345	ES2015	60	let	cannot be in statements (strict mode)	D/D	D/D	D/D	D/D
        346	ES2015	60	let	for loop statement scope (strict mode)	S/NS	S/NS	S/NS	S/NS
        347	ES2015	60	let	temporal dead zone (strict mode)	NS/NS	NS/NS	NS/NS	NS/NS
        348	ES2015	60	let	for/for-in loop iteration scope (strict mode)	S/NS	S/NS	S/NS	S/NS
        349	ES2015	60	let	for-in loop binding shadowing parameter (strict mode)	D/D	D/D	D/D	D/D
        350	ES2015	61	block-level function declaration	block-level function declaration	S/NS	S/NS	S/NS	S/NS
        351	ES2015	62	arrow functions	0 parameters	S/NS	S/NS	S/NS	S/NS
        352	ES2015	62	arrow functions	1 parameter, no brackets	S/NS	S/NS	S/NS	S/NS
        353	ES2015	62	arrow functions	multiple parameters	S/NS	S/NS	S/NS	S/NS
        354	ES2015	62	arrow functions	lexical "this" binding	S/NS	S/NS	S/NS	S/NS
        355	ES2015	62	arrow functions	"this" unchanged by call or apply	S/NS	S/NS	S/NS	S/NS
        356	ES2015	62	arrow functions	can't be bound, can be curried	S/NS	S/NS	S/NS	S/NS
        357	ES2015	62	arrow functions	lexical "arguments" binding	S/NS	S/NS	S/NS	S/NS
        358	ES2015	62	arrow functions	no line break between parameters and `=>`	D/D	D/D	D/D	D/D
        359	ES2015	62	arrow functions	correct precedence	D/D	D/D	D/D	D/D
        360	ES2015	62	arrow functions	no "prototype" property	NS/NS	NS/NS	NS/NS	NS/NS
        361	ES2015	62	arrow functions	lexical "super" binding in constructors	S/NS	S/NS	S/NS	S/NS
        362	ES2015	62	arrow functions	lexical "super" binding in methods	S/NS	S/NS	S/NS	S/NS
        363	ES2015	62	arrow functions	lexical "new.target" binding	NS/NS	NS/NS	NS/NS	NS/NS
        364	ES2015	63	class	class statement	S/NS	S/NS	S/NS	S/NS
        365	ES2015	63	class	is block-scoped	S/NS	S/NS	S/NS	S/NS
        366	ES2015	63	class	class expression	S/NS	S/NS	S/NS	S/NS
        367	ES2015	63	class	anonymous class	S/NS	S/NS	S/NS	S/NS
        368	ES2015	63	class	constructor	S/NS	S/NS	S/NS	S/NS
        369	ES2015	63	class	prototype methods	S/NS	S/NS	S/NS	S/NS
        370	ES2015	63	class	string-keyed methods	S/NS	S/NS	S/NS	S/NS
        371	ES2015	63	class	computed prototype methods	S/NS	S/NS	S/NS	S/NS
        372	ES2015	63	class	optional semicolons	S/NS	S/NS	S/NS	S/NS
        373	ES2015	63	class	static methods	S/NS	S/NS	S/NS	S/NS
        374	ES2015	63	class	computed static methods	S/NS	S/NS	S/NS	S/NS
        375	ES2015	63	class	accessor properties	S/NS	S/NS	S/NS	S/NS
        376	ES2015	63	class	computed accessor properties	S/NS	S/NS	S/NS	S/NS
        377	ES2015	63	class	static accessor properties	S/NS	S/NS	S/NS	S/NS
        378	ES2015	63	class	computed static accessor properties	S/NS	S/NS	S/NS	S/NS
        379	ES2015	63	class	class name is lexically scoped	S/NS	S/NS	S/NS	S/NS
        380	ES2015	63	class	computed names, temporal dead zone	NS/NS	NS/NS	NS/NS	NS/NS
        381	ES2015	63	class	methods aren't enumerable	S/NS	S/NS	S/NS	S/NS
        382	ES2015	63	class	implicit strict mode	NS/NS	NS/NS	NS/NS	NS/NS
        383	ES2015	63	class	constructor requires new	S/NS	S/NS	S/NS	S/NS
        384	ES2015	63	class	extends	S/NS	S/NS	S/NS	S/NS
        385	ES2015	63	class	extends expressions	S/NS	S/NS	S/NS	S/NS
        386	ES2015	63	class	extends null	S/NS	S/NS	S/NS	S/NS
        387	ES2015	63	class	new.target	S/NS	S/NS	S/NS	S/NS
        388	ES2015	64	super	statement in constructors	S/NS	S/NS	S/NS	S/NS
        389	ES2015	64	super	expression in constructors	S/NS	S/NS	S/NS	S/NS
        390	ES2015	64	super	in methods, property access	S/NS	S/NS	S/NS	S/NS
        391	ES2015	64	super	in methods, method calls	S/NS	S/NS	S/NS	S/NS
        392	ES2015	64	super	method calls use correct "this" binding	S/NS	S/NS	S/NS	S/NS
        393	ES2015	64	super	constructor calls use correct "new.target" binding	S/NS	S/NS	S/NS	S/NS
        394	ES2015	64	super	is statically bound	S/NS	S/NS	S/NS	S/NS
        395	ES2015	64	super	super() invokes the correct constructor	S/NS	S/NS	S/NS	S/NS
        396	ES2015	65	generators	basic functionality	D/D	D/D	S/D	S/D
        397	ES2015	65	generators	generator function expressions	D/D	D/D	S/D	S/D
        398	ES2015	65	generators	correct "this" binding	D/D	D/D	S/D	S/D
        399	ES2015	65	generators	can't use "this" with new	D/D	D/D	S/D	S/D
        400	ES2015	65	generators	sending	D/D	D/D	S/D	S/D
        401	ES2015	65	generators	%GeneratorPrototype%	D/D	D/D	D/D	D/D
        402	ES2015	65	generators	%GeneratorPrototype% prototype chain	D/D	D/D	D/D	D/D
        403	ES2015	65	generators	%GeneratorPrototype%.constructor	D/D	D/D	D/D	D/D
        404	ES2015	65	generators	%GeneratorPrototype%.throw	D/D	D/D	D/D	D/D
        405	ES2015	65	generators	%GeneratorPrototype%.return	D/D	D/D	D/D	D/D
        406	ES2015	65	generators	yield operator precedence	D/D	D/D	D/D	D/D
        407	ES2015	65	generators	yield *, arrays	D/D	D/D	S/D	S/D
        408	ES2015	65	generators	yield *, sparse arrays	D/D	D/D	S/D	S/D
        409	ES2015	65	generators	yield *, strings	D/D	D/D	S/D	S/D
        410	ES2015	65	generators	yield *, astral plane strings	D/D	D/D	S/D	S/D
        411	ES2015	65	generators	yield *, generator instances	D/D	D/D	S/D	S/D
        412	ES2015	65	generators	yield *, generic iterables	D/D	D/D	S/D	S/D
        413	ES2015	65	generators	yield *, instances of iterables	D/D	D/D	S/D	S/D
        414	ES2015	65	generators	yield * on non-iterables is a runtime error	D/D	D/D	S/D	S/D
        415	ES2015	65	generators	yield *, iterator closing	D/D	D/D	S/D	S/D
        416	ES2015	65	generators	yield *, iterator closing via throw()	D/D	D/D	S/D	S/D
        417	ES2015	65	generators	shorthand generator methods	D/D	D/D	S/D	S/D
        418	ES2015	65	generators	string-keyed shorthand generator methods	D/D	D/D	S/D	S/D
        419	ES2015	65	generators	computed shorthand generators	D/D	D/D	S/D	S/D
        420	ES2015	65	generators	shorthand generator methods, classes	D/D	D/D	S/D	S/D
        421	ES2015	65	generators	computed shorthand generators, classes	D/D	D/D	S/D	S/D
        422	ES2015	65	generators	shorthand generators can't be constructors	D/D	D/D	D/D	D/D
        423	ES2015	66	typed arrays	Int8Array	D/D	D/D	S/D	S/D
        424	ES2015	66	typed arrays	Uint8Array	D/D	D/D	S/D	S/D
        425	ES2015	66	typed arrays	Uint8ClampedArray	D/D	D/D	S/D	S/D
        426	ES2015	66	typed arrays	Int16Array	D/D	D/D	S/D	S/D
        427	ES2015	66	typed arrays	Uint16Array	D/D	D/D	S/D	S/D
        428	ES2015	66	typed arrays	Int32Array	D/D	D/D	S/D	S/D
        429	ES2015	66	typed arrays	Uint32Array	D/D	D/D	S/D	S/D
        430	ES2015	66	typed arrays	Float32Array	D/D	D/D	S/D	S/D
        431	ES2015	66	typed arrays	Float64Array	D/D	D/D	S/D	S/D
        432	ES2015	66	typed arrays	DataView (Int8)	D/D	D/D	S/D	S/D
        433	ES2015	66	typed arrays	DataView (Uint8)	D/D	D/D	S/D	S/D
        434	ES2015	66	typed arrays	DataView (Int16)	D/D	D/D	S/D	S/D
        435	ES2015	66	typed arrays	DataView (Uint16)	D/D	D/D	S/D	S/D
        436	ES2015	66	typed arrays	DataView (Int32)	D/D	D/D	S/D	S/D
        437	ES2015	66	typed arrays	DataView (Uint32)	D/D	D/D	S/D	S/D
        438	ES2015	66	typed arrays	DataView (Float32)	D/D	D/D	S/D	S/D
        439	ES2015	66	typed arrays	DataView (Float64)	D/D	D/D	S/D	S/D
        440	ES2015	66	typed arrays	ArrayBuffer[Symbol.species]	D/D	D/D	S/D	S/D
        441	ES2015	66	typed arrays	constructors require new	D/D	D/D	S/D	S/D
        442	ES2015	66	typed arrays	constructors accept generic iterables	D/D	D/D	S/D	S/D
        443	ES2015	66	typed arrays	correct prototype chains	D/D	D/D	D/D	D/D
        444	ES2015	66	typed arrays	%TypedArray%.from	D/D	D/D	S/D	S/D
        445	ES2015	66	typed arrays	%TypedArray%.of	D/D	D/D	S/D	S/D
        446	ES2015	66	typed arrays	%TypedArray%.prototype.subarray	D/D	D/D	S/D	S/D
        447	ES2015	66	typed arrays	%TypedArray%.prototype.join	D/D	D/D	S/D	S/D
        448	ES2015	66	typed arrays	%TypedArray%.prototype.indexOf	D/D	D/D	S/D	S/D
        449	ES2015	66	typed arrays	%TypedArray%.prototype.lastIndexOf	D/D	D/D	S/D	S/D
        450	ES2015	66	typed arrays	%TypedArray%.prototype.slice	D/D	D/D	S/D	S/D
        451	ES2015	66	typed arrays	%TypedArray%.prototype.every	D/D	D/D	S/D	S/D
        452	ES2015	66	typed arrays	%TypedArray%.prototype.filter	D/D	D/D	S/D	S/D
        453	ES2015	66	typed arrays	%TypedArray%.prototype.forEach	D/D	D/D	S/D	S/D
        454	ES2015	66	typed arrays	%TypedArray%.prototype.map	D/D	D/D	S/D	S/D
        455	ES2015	66	typed arrays	%TypedArray%.prototype.reduce	D/D	D/D	S/D	S/D
        456	ES2015	66	typed arrays	%TypedArray%.prototype.reduceRight	D/D	D/D	S/D	S/D
        457	ES2015	66	typed arrays	%TypedArray%.prototype.reverse	D/D	D/D	S/D	S/D
        458	ES2015	66	typed arrays	%TypedArray%.prototype.some	D/D	D/D	S/D	S/D
        459	ES2015	66	typed arrays	%TypedArray%.prototype.sort	D/D	D/D	S/D	S/D
        460	ES2015	66	typed arrays	%TypedArray%.prototype.copyWithin	D/D	D/D	S/D	S/D
        461	ES2015	66	typed arrays	%TypedArray%.prototype.find	D/D	D/D	S/D	S/D
        462	ES2015	66	typed arrays	%TypedArray%.prototype.findIndex	D/D	D/D	S/D	S/D
        463	ES2015	66	typed arrays	%TypedArray%.prototype.fill	D/D	D/D	S/D	S/D
        464	ES2015	66	typed arrays	%TypedArray%.prototype.keys	D/D	D/D	S/D	S/D
        465	ES2015	66	typed arrays	%TypedArray%.prototype.values	D/D	D/D	S/D	S/D
        466	ES2015	66	typed arrays	%TypedArray%.prototype.entries	D/D	D/D	S/D	S/D
        467	ES2015	66	typed arrays	%TypedArray%.prototype[Symbol.iterator]	D/D	D/D	S/D	S/D
        468	ES2015	66	typed arrays	%TypedArray%[Symbol.species]	D/D	D/D	D/D	D/D
        469	ES2015	67	Map	basic functionality	S/NS	S/NS	S/NS	S/NS
        470	ES2015	67	Map	constructor arguments	S/NS	S/NS	S/NS	S/NS
        471	ES2015	67	Map	constructor requires new	S/NS	S/NS	S/NS	S/NS
        472	ES2015	67	Map	constructor accepts null	S/NS	S/NS	S/NS	S/NS
        473	ES2015	67	Map	constructor invokes set	S/NS	S/NS	S/NS	S/NS
        474	ES2015	67	Map	iterator closing	S/NS	S/NS	S/NS	S/NS
        475	ES2015	67	Map	Map.prototype.set returns this	S/NS	S/NS	S/NS	S/NS
        476	ES2015	67	Map	-0 key converts to +0	S/NS	S/NS	S/NS	S/NS
        477	ES2015	67	Map	Map.prototype.size	S/NS	S/NS	S/NS	S/NS
        478	ES2015	67	Map	Map.prototype.delete	S/NS	S/NS	S/NS	S/NS
        479	ES2015	67	Map	Map.prototype.clear	S/NS	S/NS	S/NS	S/NS
        480	ES2015	67	Map	Map.prototype.forEach	S/NS	S/NS	S/NS	S/NS
        481	ES2015	67	Map	Map.prototype.keys	S/NS	S/NS	S/NS	S/NS
        482	ES2015	67	Map	Map.prototype.values	S/NS	S/NS	S/NS	S/NS
        483	ES2015	67	Map	Map.prototype.entries	S/NS	S/NS	S/NS	S/NS
        484	ES2015	67	Map	Map.prototype[Symbol.iterator]	S/NS	S/NS	S/NS	S/NS
        485	ES2015	67	Map	Map.prototype isn't an instance	S/NS	S/NS	S/NS	S/NS
        486	ES2015	67	Map	Map iterator prototype chain	S/NS	S/NS	S/NS	S/NS
        487	ES2015	67	Map	Map[Symbol.species]	S/NS	S/NS	S/NS	S/NS
        488	ES2015	68	Set	basic functionality	S/NS	S/NS	S/NS	S/NS
        489	ES2015	68	Set	constructor arguments	S/NS	S/NS	S/NS	S/NS
        490	ES2015	68	Set	constructor requires new	S/NS	S/NS	S/NS	S/NS
        491	ES2015	68	Set	constructor accepts null	S/NS	S/NS	S/NS	S/NS
        492	ES2015	68	Set	constructor invokes add	S/NS	S/NS	S/NS	S/NS
        493	ES2015	68	Set	iterator closing	S/NS	S/NS	S/NS	S/NS
        494	ES2015	68	Set	Set.prototype.add returns this	S/NS	S/NS	S/NS	S/NS
        495	ES2015	68	Set	-0 key converts to +0	S/NS	S/NS	S/NS	S/NS
        496	ES2015	68	Set	Set.prototype.size	S/NS	S/NS	S/NS	S/NS
        497	ES2015	68	Set	Set.prototype.delete	S/NS	S/NS	S/NS	S/NS
        498	ES2015	68	Set	Set.prototype.clear	S/NS	S/NS	S/NS	S/NS
        499	ES2015	68	Set	Set.prototype.forEach	S/NS	S/NS	S/NS	S/NS
        500	ES2015	68	Set	Set.prototype.keys	S/NS	S/NS	S/NS	S/NS
        501	ES2015	68	Set	Set.prototype.values	S/NS	S/NS	S/NS	S/NS
        502	ES2015	68	Set	Set.prototype.entries	S/NS	S/NS	S/NS	S/NS
        503	ES2015	68	Set	Set.prototype[Symbol.iterator]	S/NS	S/NS	S/NS	S/NS
        504	ES2015	68	Set	Set.prototype isn't an instance	S/NS	S/NS	S/NS	S/NS
        505	ES2015	68	Set	Set iterator prototype chain	S/NS	S/NS	S/NS	S/NS
        506	ES2015	68	Set	Set[Symbol.species]	S/NS	S/NS	S/NS	S/NS
        507	ES2015	69	WeakMap	basic functionality	D/D	D/D	S/D	S/D
        508	ES2015	69	WeakMap	constructor arguments	D/D	D/D	S/D	S/D
        509	ES2015	69	WeakMap	constructor requires new	D/D	D/D	S/D	S/D
        510	ES2015	69	WeakMap	constructor accepts null	D/D	D/D	S/D	S/D
        511	ES2015	69	WeakMap	constructor invokes set	D/D	D/D	S/D	S/D
        512	ES2015	69	WeakMap	frozen objects as keys	D/D	D/D	S/D	S/D
        513	ES2015	69	WeakMap	iterator closing	D/D	D/D	S/D	S/D
        514	ES2015	69	WeakMap	WeakMap.prototype.set returns this	D/D	D/D	S/D	S/D
        515	ES2015	69	WeakMap	WeakMap.prototype.delete	D/D	D/D	S/D	S/D
        516	ES2015	69	WeakMap	no WeakMap.prototype.clear method	D/D	D/D	S/D	S/D
        517	ES2015	69	WeakMap	.has, .get and .delete methods accept primitives	D/D	D/D	D/D	D/D
        518	ES2015	69	WeakMap	WeakMap.prototype isn't an instance	D/D	D/D	D/D	D/D
        519	ES2015	70	WeakSet	basic functionality	D/D	D/D	S/D	S/D
        520	ES2015	70	WeakSet	constructor arguments	D/D	D/D	S/D	S/D
        521	ES2015	70	WeakSet	constructor requires new	D/D	D/D	S/D	S/D
        522	ES2015	70	WeakSet	constructor accepts null	D/D	D/D	S/D	S/D
        523	ES2015	70	WeakSet	constructor invokes add	D/D	D/D	S/D	S/D
        524	ES2015	70	WeakSet	iterator closing	D/D	D/D	S/D	S/D
        525	ES2015	70	WeakSet	WeakSet.prototype.add returns this	D/D	D/D	S/D	S/D
        526	ES2015	70	WeakSet	WeakSet.prototype.delete	D/D	D/D	S/D	S/D
        527	ES2015	70	WeakSet	no WeakSet.prototype.clear method	D/D	D/D	S/D	S/D
        528	ES2015	70	WeakSet	.has and .delete methods accept primitives	D/D	D/D	D/D	D/D
        529	ES2015	70	WeakSet	WeakSet.prototype isn't an instance	D/D	D/D	D/D	D/D
        530	ES2015	71	Proxy	constructor requires new	D/D	D/D	S/D	S/D
        531	ES2015	71	Proxy	no "prototype" property	D/D	D/D	S/D	S/D
        532	ES2015	71	Proxy	"get" handler	D/D	D/D	S/D	S/D
        533	ES2015	71	Proxy	"get" handler, instances of proxies	D/D	D/D	S/D	S/D
        534	ES2015	71	Proxy	"get" handler invariants	D/D	D/D	S/D	S/D
        535	ES2015	71	Proxy	"set" handler	D/D	D/D	S/D	S/D
        536	ES2015	71	Proxy	"set" handler, instances of proxies	D/D	D/D	S/D	S/D
        537	ES2015	71	Proxy	"set" handler invariants	D/D	D/D	S/D	S/D
        538	ES2015	71	Proxy	"has" handler	D/D	D/D	S/D	S/D
        539	ES2015	71	Proxy	"has" handler, instances of proxies	D/D	D/D	S/D	S/D
        540	ES2015	71	Proxy	"has" handler invariants	D/D	D/D	S/D	S/D
        541	ES2015	71	Proxy	"deleteProperty" handler	D/D	D/D	S/D	S/D
        542	ES2015	71	Proxy	"deleteProperty" handler invariant	D/D	D/D	S/D	S/D
        543	ES2015	71	Proxy	"getOwnPropertyDescriptor" handler	D/D	D/D	S/D	S/D
        544	ES2015	71	Proxy	"getOwnPropertyDescriptor" handler invariants	D/D	D/D	S/D	S/D
        545	ES2015	71	Proxy	"defineProperty" handler	D/D	D/D	S/D	S/D
        546	ES2015	71	Proxy	"defineProperty" handler invariants	D/D	D/D	S/D	S/D
        547	ES2015	71	Proxy	"getPrototypeOf" handler	D/D	D/D	S/D	S/D
        548	ES2015	71	Proxy	"getPrototypeOf" handler invariant	D/D	D/D	S/D	S/D
        549	ES2015	71	Proxy	"setPrototypeOf" handler	D/D	D/D	S/D	S/D
        550	ES2015	71	Proxy	"setPrototypeOf" handler invariant	D/D	D/D	S/D	S/D
        551	ES2015	71	Proxy	"isExtensible" handler	D/D	D/D	S/D	S/D
        552	ES2015	71	Proxy	"isExtensible" handler invariant	D/D	D/D	S/D	S/D
        553	ES2015	71	Proxy	"preventExtensions" handler	D/D	D/D	S/D	S/D
        554	ES2015	71	Proxy	"preventExtensions" handler invariant	D/D	D/D	S/D	S/D
        555	ES2015	71	Proxy	"ownKeys" handler	D/D	D/D	S/D	S/D
        556	ES2015	71	Proxy	"ownKeys" handler invariant	D/D	D/D	S/D	S/D
        557	ES2015	71	Proxy	"apply" handler	D/D	D/D	S/D	S/D
        558	ES2015	71	Proxy	"apply" handler invariant	D/D	D/D	S/D	S/D
        559	ES2015	71	Proxy	"construct" handler	D/D	D/D	S/D	S/D
        560	ES2015	71	Proxy	"construct" handler invariants	D/D	D/D	S/D	S/D
        561	ES2015	71	Proxy	Proxy.revocable	D/D	D/D	S/D	S/D
        562	ES2015	71	Proxy	Array.isArray support	D/D	D/D	S/D	S/D
        563	ES2015	71	Proxy	JSON.stringify support	D/D	D/D	S/D	S/D
        564	ES2015	72	Reflect	Reflect.get	D/D	D/D	D/D	D/D
        565	ES2015	72	Reflect	Reflect.set	D/D	D/D	D/D	D/D
        566	ES2015	72	Reflect	Reflect.has	D/D	D/D	D/D	D/D
        567	ES2015	72	Reflect	Reflect.deleteProperty	D/D	D/D	D/D	D/D
        568	ES2015	72	Reflect	Reflect.getOwnPropertyDescriptor	D/D	D/D	D/D	D/D
        569	ES2015	72	Reflect	Reflect.defineProperty	D/D	D/D	D/D	D/D
        570	ES2015	72	Reflect	Reflect.getPrototypeOf	D/D	D/D	D/D	D/D
        571	ES2015	72	Reflect	Reflect.setPrototypeOf	D/D	D/D	D/D	D/D
        572	ES2015	72	Reflect	Reflect.isExtensible	D/D	D/D	D/D	D/D
        573	ES2015	72	Reflect	Reflect.preventExtensions	D/D	D/D	D/D	D/D
        574	ES2015	72	Reflect	Reflect.ownKeys, string keys	D/D	D/D	D/D	D/D
        575	ES2015	72	Reflect	Reflect.ownKeys, symbol keys	D/D	D/D	D/D	D/D
        576	ES2015	72	Reflect	Reflect.apply	D/D	D/D	D/D	D/D
        577	ES2015	72	Reflect	Reflect.construct	D/D	D/D	D/D	D/D
        578	ES2015	72	Reflect	Reflect.construct sets new.target meta-property	D/D	D/D	D/D	D/D
        579	ES2015	72	Reflect	Reflect.construct creates instances from third argument	D/D	D/D	D/D	D/D
        580	ES2015	72	Reflect	Reflect.construct, Array subclassing	D/D	D/D	D/D	D/D
        581	ES2015	72	Reflect	Reflect.construct, RegExp subclassing	D/D	D/D	D/D	D/D
        582	ES2015	72	Reflect	Reflect.construct, Function subclassing	D/D	D/D	D/D	D/D
        583	ES2015	72	Reflect	Reflect.construct, Promise subclassing	D/D	D/D	D/D	D/D
        584	ES2015	73	Promise	basic functionality	D/D	D/D	S/D	S/D
        585	ES2015	73	Promise	constructor requires new	D/D	D/D	S/D	S/D
        586	ES2015	73	Promise	Promise.prototype isn't an instance	D/D	D/D	S/D	S/D
        587	ES2015	73	Promise	Promise.all	D/D	D/D	S/D	S/D
        588	ES2015	73	Promise	Promise.all, generic iterables	D/D	D/D	S/D	S/D
        589	ES2015	73	Promise	Promise.race	D/D	D/D	S/D	S/D
        590	ES2015	73	Promise	Promise.race, generic iterables	D/D	D/D	S/D	S/D
        591	ES2015	73	Promise	Promise[Symbol.species]	D/D	D/D	S/D	S/D
        592	ES2015	74	Symbol	basic functionality	S/NS	S/NS	S/NS	S/NS
        593	ES2015	74	Symbol	typeof support	S/NS	S/NS	S/NS	S/NS
        594	ES2015	74	Symbol	symbol keys are hidden to pre-ES6 code	S/NS	S/NS	S/NS	S/NS
        595	ES2015	74	Symbol	Object.defineProperty support	S/NS	S/NS	S/NS	S/NS
        596	ES2015	74	Symbol	symbols inherit from Symbol.prototype	S/NS	S/NS	S/NS	S/NS
        597	ES2015	74	Symbol	cannot coerce to string or number	NS/NS	NS/NS	S/NS	S/NS
        598	ES2015	74	Symbol	can convert with String()	NS/NS	NS/NS	S/NS	S/NS
        599	ES2015	74	Symbol	new Symbol() throws	S/NS	S/NS	S/NS	S/NS
        600	ES2015	74	Symbol	Object(symbol)	NS/NS	NS/NS	NS/NS	NS/NS
        601	ES2015	74	Symbol	JSON.stringify ignores symbol primitives	S/NS	S/NS	S/NS	S/NS
        602	ES2015	74	Symbol	JSON.stringify ignores symbol objects	NS/NS	NS/NS	NS/NS	S/NS
        603	ES2015	74	Symbol	global symbol registry	S/NS	S/NS	S/NS	S/NS
        604	ES2015	75	well-known symbols	Symbol.hasInstance	D/D	D/D	S/D	S/D
        605	ES2015	75	well-known symbols	Symbol.isConcatSpreadable	D/D	D/D	S/D	S/D
        606	ES2015	75	well-known symbols	Symbol.iterator, existence	D/D	D/D	S/D	S/D
        607	ES2015	75	well-known symbols	Symbol.iterator, arguments object	D/D	D/D	S/D	S/D
        608	ES2015	75	well-known symbols	Symbol.species, existence	D/D	D/D	S/D	S/D
        609	ES2015	75	well-known symbols	Symbol.species, Array.prototype.concat	D/D	D/D	D/D	D/D
        610	ES2015	75	well-known symbols	Symbol.species, Array.prototype.filter	D/D	D/D	D/D	D/D
        611	ES2015	75	well-known symbols	Symbol.species, Array.prototype.map	D/D	D/D	D/D	D/D
        612	ES2015	75	well-known symbols	Symbol.species, Array.prototype.slice	D/D	D/D	D/D	D/D
        613	ES2015	75	well-known symbols	Symbol.species, Array.prototype.splice	D/D	D/D	D/D	D/D
        614	ES2015	75	well-known symbols	Symbol.species, RegExp.prototype[Symbol.split]	D/D	D/D	D/D	D/D
        615	ES2015	75	well-known symbols	Symbol.species, Promise.prototype.then	D/D	D/D	D/D	D/D
        616	ES2015	75	well-known symbols	Symbol.replace	D/D	D/D	S/D	S/D
        617	ES2015	75	well-known symbols	Symbol.search	D/D	D/D	S/D	S/D
        618	ES2015	75	well-known symbols	Symbol.split	D/D	D/D	S/D	S/D
        619	ES2015	75	well-known symbols	Symbol.match	D/D	D/D	S/D	S/D
        620	ES2015	75	well-known symbols	Symbol.match, RegExp constructor	D/D	D/D	D/D	D/D
        621	ES2015	75	well-known symbols	Symbol.match, String.prototype.startsWith	D/D	D/D	D/D	D/D
        622	ES2015	75	well-known symbols	Symbol.match, String.prototype.endsWith	D/D	D/D	D/D	D/D
        623	ES2015	75	well-known symbols	Symbol.match, String.prototype.includes	D/D	D/D	D/D	D/D
        624	ES2015	75	well-known symbols	Symbol.toPrimitive	D/D	D/D	S/D	S/D
        625	ES2015	75	well-known symbols	Symbol.toStringTag	D/D	D/D	S/D	S/D
        626	ES2015	75	well-known symbols	Symbol.toStringTag affects existing built-ins	D/D	D/D	S/D	S/D
        627	ES2015	75	well-known symbols	Symbol.toStringTag, new built-ins	D/D	D/D	S/D	S/D
        628	ES2015	75	well-known symbols	Symbol.toStringTag, misc. built-ins	D/D	D/D	S/D	S/D
        629	ES2015	75	well-known symbols	Symbol.unscopables	D/D	D/D	S/D	S/D
        630	ES2015	76	Object static methods	Object.assign	S/NS	S/NS	S/NS	S/NS
        631	ES2015	76	Object static methods	Object.is	S/NS	S/NS	S/NS	S/NS
        632	ES2015	76	Object static methods	Object.getOwnPropertySymbols	S/NS	S/NS	S/NS	S/NS
        633	ES2015	76	Object static methods	Object.setPrototypeOf	NS/NS	NS/NS	S/NS	S/NS
        634	ES2015	77	function "name" property	function statements	S/S	S/S	S/S	S/S
        635	ES2015	77	function "name" property	function expressions	S/S	S/S	S/S	S/S
        636	ES2015	77	function "name" property	new Function	NS/NS	NS/NS	NS/NS	NS/NS
        637	ES2015	77	function "name" property	bound functions	NS/NS	NS/NS	NS/NS	S/NS
        638	ES2015	77	function "name" property	variables (function)	S/NS	S/NS	S/NS	S/NS
        639	ES2015	77	function "name" property	object methods (function)	S/NS	S/NS	S/NS	S/NS
        640	ES2015	77	function "name" property	accessor properties	NS/NS	NS/NS	NS/NS	S/NS
        641	ES2015	77	function "name" property	shorthand methods	S/NS	S/NS	S/NS	S/NS
        642	ES2015	77	function "name" property	shorthand methods (no lexical binding)	S/NS	S/NS	S/NS	S/NS
        643	ES2015	77	function "name" property	symbol-keyed methods	NS/NS	NS/NS	NS/NS	NS/NS
        644	ES2015	77	function "name" property	class statements	S/NS	S/NS	S/NS	S/NS
        645	ES2015	77	function "name" property	class expressions	S/NS	S/NS	S/NS	S/NS
        646	ES2015	77	function "name" property	variables (class)	S/NS	S/NS	S/NS	S/NS
        647	ES2015	77	function "name" property	object methods (class)	NS/NS	NS/NS	NS/NS	NS/NS
        648	ES2015	77	function "name" property	class prototype methods	S/NS	S/NS	S/NS	S/NS
        649	ES2015	77	function "name" property	class static methods	S/NS	S/NS	S/NS	S/NS
        650	ES2015	77	function "name" property	isn't writable, is configurable	NS/NS	NS/NS	S/NS	S/NS
        651	ES2015	78	String static methods	String.raw	S/NS	S/NS	S/NS	S/NS
        652	ES2015	78	String static methods	String.fromCodePoint	S/NS	S/NS	S/NS	S/NS
        653	ES2015	79	String.prototype methods	String.prototype.codePointAt	S/S	S/S	S/S	S/S
        654	ES2015	79	String.prototype methods	String.prototype.normalize	S/S	S/S	S/S	S/S
        655	ES2015	79	String.prototype methods	String.prototype.repeat	S/S	S/S	S/S	S/S
        656	ES2015	79	String.prototype methods	String.prototype.startsWith	S/S	S/S	S/S	S/S
        657	ES2015	79	String.prototype methods	String.prototype.startsWith throws on RegExp	NS/NS	NS/NS	NS/NS	NS/NS
        658	ES2015	79	String.prototype methods	String.prototype.endsWith	S/S	S/S	S/S	S/S
        659	ES2015	79	String.prototype methods	String.prototype.endsWith throws on RegExp	NS/NS	NS/NS	NS/NS	NS/NS
        660	ES2015	79	String.prototype methods	String.prototype.includes	S/S	S/S	S/S	S/S
        661	ES2015	79	String.prototype methods	String.prototype[Symbol.iterator]	S/NS	S/NS	S/NS	S/NS
        662	ES2015	79	String.prototype methods	String iterator prototype chain	S/NS	S/NS	S/NS	S/NS
        663	ES2015	80	RegExp.prototype properties	RegExp.prototype.flags	S/NS	S/NS	S/NS	S/NS
        664	ES2015	80	RegExp.prototype properties	RegExp.prototype[Symbol.match]	NS/NS	NS/NS	S/NS	S/NS
        665	ES2015	80	RegExp.prototype properties	RegExp.prototype[Symbol.replace]	S/NS	S/NS	S/NS	S/NS
        666	ES2015	80	RegExp.prototype properties	RegExp.prototype[Symbol.split]	S/NS	S/NS	S/NS	S/NS
        667	ES2015	80	RegExp.prototype properties	RegExp.prototype[Symbol.search]	NS/NS	NS/NS	S/NS	S/NS
        668	ES2015	80	RegExp.prototype properties	RegExp[Symbol.species]	S/NS	S/NS	S/NS	S/NS
        669	ES2015	81	Array static methods	Array.from, array-like objects	S/NS	S/NS	S/NS	S/NS
        670	ES2015	81	Array static methods	Array.from, generator instances	D/D	D/D	S/D	S/D
        671	ES2015	81	Array static methods	Array.from, generic iterables	S/NS	S/NS	S/NS	S/NS
        672	ES2015	81	Array static methods	Array.from, instances of generic iterables	S/NS	S/NS	S/NS	S/NS
        673	ES2015	81	Array static methods	Array.from map function, array-like objects	S/NS	S/NS	S/NS	S/NS
        674	ES2015	81	Array static methods	Array.from map function, generator instances	D/D	D/D	S/D	S/D
        675	ES2015	81	Array static methods	Array.from map function, generic iterables	S/NS	S/NS	S/NS	S/NS
        676	ES2015	81	Array static methods	Array.from map function, instances of iterables	S/NS	S/NS	S/NS	S/NS
        677	ES2015	81	Array static methods	Array.from, iterator closing	S/NS	S/NS	S/NS	S/NS
        678	ES2015	81	Array static methods	Array.of	S/NS	S/NS	S/NS	S/NS
        679	ES2015	81	Array static methods	Array[Symbol.species]	S/NS	S/NS	S/NS	S/NS
        680	ES2015	82	Array.prototype methods	Array.prototype.copyWithin	S/NS	S/NS	S/NS	S/NS
        681	ES2015	82	Array.prototype methods	Array.prototype.find	S/NS	S/NS	S/NS	S/NS
        682	ES2015	82	Array.prototype methods	Array.prototype.findIndex	S/NS	S/NS	S/NS	S/NS
        683	ES2015	82	Array.prototype methods	Array.prototype.fill	S/NS	S/NS	S/NS	S/NS
        684	ES2015	82	Array.prototype methods	Array.prototype.keys	S/NS	S/NS	S/NS	S/NS
        685	ES2015	82	Array.prototype methods	Array.prototype.values	S/NS	S/NS	S/NS	S/NS
        686	ES2015	82	Array.prototype methods	Array.prototype.entries	S/NS	S/NS	S/NS	S/NS
        687	ES2015	82	Array.prototype methods	Array.prototype[Symbol.iterator]	S/NS	S/NS	S/NS	S/NS
        688	ES2015	82	Array.prototype methods	Array iterator prototype chain	S/NS	S/NS	S/NS	S/NS
        689	ES2015	82	Array.prototype methods	Array.prototype[Symbol.unscopables]	S/NS	S/NS	S/NS	S/NS
        690	ES2015	83	Number properties	Number.isFinite	S/NS	S/NS	S/NS	S/NS
        691	ES2015	83	Number properties	Number.isInteger	S/NS	S/NS	S/NS	S/NS
        692	ES2015	83	Number properties	Number.isSafeInteger	S/NS	S/NS	S/NS	S/NS
        693	ES2015	83	Number properties	Number.isNaN	S/NS	S/NS	S/NS	S/NS
        694	ES2015	83	Number properties	Number.parseFloat	D/D	D/D	S/D	S/D
        695	ES2015	83	Number properties	Number.parseInt	D/D	D/D	S/D	S/D
        696	ES2015	83	Number properties	Number.EPSILON	S/NS	S/NS	S/NS	S/NS
        697	ES2015	83	Number properties	Number.MIN_SAFE_INTEGER	S/NS	S/NS	S/NS	S/NS
        698	ES2015	83	Number properties	Number.MAX_SAFE_INTEGER	S/NS	S/NS	S/NS	S/NS
        699	ES2015	84	Math methods	Math.clz32	S/NS	S/NS	S/NS	S/NS
        700	ES2015	84	Math methods	Math.imul	S/NS	S/NS	S/NS	S/NS
        701	ES2015	84	Math methods	Math.sign	S/NS	S/NS	S/NS	S/NS
        702	ES2015	84	Math methods	Math.log10	S/NS	S/NS	S/NS	S/NS
        703	ES2015	84	Math methods	Math.log2	S/NS	S/NS	S/NS	S/NS
        704	ES2015	84	Math methods	Math.log1p	S/NS	S/NS	S/NS	S/NS
        705	ES2015	84	Math methods	Math.expm1	S/NS	S/NS	S/NS	S/NS
        706	ES2015	84	Math methods	Math.cosh	S/NS	S/NS	S/NS	S/NS
        707	ES2015	84	Math methods	Math.sinh	S/NS	S/NS	S/NS	S/NS
        708	ES2015	84	Math methods	Math.tanh	S/NS	S/NS	S/NS	S/NS
        709	ES2015	84	Math methods	Math.acosh	S/NS	S/NS	S/NS	S/NS
        710	ES2015	84	Math methods	Math.asinh	S/NS	S/NS	S/NS	S/NS
        711	ES2015	84	Math methods	Math.atanh	S/NS	S/NS	S/NS	S/NS
        712	ES2015	84	Math methods	Math.trunc	S/NS	S/NS	S/NS	S/NS
        713	ES2015	84	Math methods	Math.fround	S/NS	S/NS	S/NS	S/NS
        714	ES2015	84	Math methods	Math.cbrt	S/NS	S/NS	S/NS	S/NS
        715	ES2015	84	Math methods	Math.hypot	S/NS	S/NS	S/NS	S/NS
        716	ES2015	85	Date.prototype[Symbol.toPrimitive]	Date.prototype[Symbol.toPrimitive]	S/NS	S/NS	S/NS	S/NS
        717	ES2015	86	Array is subclassable	length property (accessing)	D/D	D/D	D/D	D/D
        718	ES2015	86	Array is subclassable	length property (setting)	D/D	D/D	D/D	D/D
        719	ES2015	86	Array is subclassable	correct prototype chain	D/D	D/D	D/D	D/D
        720	ES2015	86	Array is subclassable	Array.isArray support	D/D	D/D	S/D	S/D
        721	ES2015	86	Array is subclassable	Array.prototype.concat	D/D	D/D	S/D	S/D
        722	ES2015	86	Array is subclassable	Array.prototype.filter	D/D	D/D	S/D	S/D
        723	ES2015	86	Array is subclassable	Array.prototype.map	D/D	D/D	S/D	S/D
        724	ES2015	86	Array is subclassable	Array.prototype.slice	D/D	D/D	S/D	S/D
        725	ES2015	86	Array is subclassable	Array.prototype.splice	D/D	D/D	S/D	S/D
        726	ES2015	86	Array is subclassable	Array.from	D/D	D/D	S/D	S/D
        727	ES2015	86	Array is subclassable	Array.of	D/D	D/D	S/D	S/D
        728	ES2015	87	RegExp is subclassable	basic functionality	D/D	D/D	D/D	D/D
        729	ES2015	87	RegExp is subclassable	correct prototype chain	D/D	D/D	D/D	D/D
        730	ES2015	87	RegExp is subclassable	RegExp.prototype.exec	D/D	D/D	D/D	D/D
        731	ES2015	87	RegExp is subclassable	RegExp.prototype.test	D/D	D/D	D/D	D/D
        732	ES2015	88	Function is subclassable	can be called	D/D	D/D	D/D	D/D
        733	ES2015	88	Function is subclassable	correct prototype chain	D/D	D/D	D/D	D/D
        734	ES2015	88	Function is subclassable	can be used with "new"	D/D	D/D	D/D	D/D
        735	ES2015	88	Function is subclassable	Function.prototype.call	D/D	D/D	D/D	D/D
        736	ES2015	88	Function is subclassable	Function.prototype.apply	D/D	D/D	D/D	D/D
        737	ES2015	88	Function is subclassable	Function.prototype.bind	D/D	D/D	D/D	D/D
        738	ES2015	89	Promise is subclassable	basic functionality	D/D	D/D	D/D	D/D
        739	ES2015	89	Promise is subclassable	correct prototype chain	D/D	D/D	D/D	D/D
        740	ES2015	89	Promise is subclassable	Promise.all	D/D	D/D	D/D	D/D
        741	ES2015	89	Promise is subclassable	Promise.race	D/D	D/D	D/D	D/D
        742	ES2015	90	miscellaneous subclassables	Boolean is subclassable	D/D	D/D	D/D	D/D
        743	ES2015	90	miscellaneous subclassables	Number is subclassable	D/D	D/D	D/D	D/D
        744	ES2015	90	miscellaneous subclassables	String is subclassable	D/D	D/D	D/D	D/D
        745	ES2015	90	miscellaneous subclassables	Error is subclassable	D/D	D/D	D/D	D/D
        746	ES2015	90	miscellaneous subclassables	Map is subclassable	D/D	D/D	D/D	D/D
        747	ES2015	90	miscellaneous subclassables	Set is subclassable	D/D	D/D	D/D	D/D
        748	ES2015	91	prototype of bound functions	basic functions	D/D	D/D	D/D	D/D
        749	ES2015	91	prototype of bound functions	generator functions	D/D	D/D	D/D	D/D
        750	ES2015	91	prototype of bound functions	arrow functions	D/D	D/D	D/D	D/D
        751	ES2015	91	prototype of bound functions	classes	D/D	D/D	D/D	D/D
        752	ES2015	91	prototype of bound functions	subclasses	D/D	D/D	D/D	D/D
        753	ES2015	92	Proxy, internal 'get' calls	ToPrimitive	D/D	D/D	S/D	S/D
        754	ES2015	92	Proxy, internal 'get' calls	CreateListFromArrayLike	D/D	D/D	S/D	S/D
        755	ES2015	92	Proxy, internal 'get' calls	instanceof operator	S/D	S/D	S/D	S/D
        756	ES2015	92	Proxy, internal 'get' calls	HasBinding	D/D	D/D	S/D	S/D
        757	ES2015	92	Proxy, internal 'get' calls	CreateDynamicFunction	D/D	D/D	S/D	S/D
        758	ES2015	92	Proxy, internal 'get' calls	ClassDefinitionEvaluation	D/D	D/D	S/D	S/D
        759	ES2015	92	Proxy, internal 'get' calls	IteratorComplete, IteratorValue	D/D	D/D	S/D	S/D
        760	ES2015	92	Proxy, internal 'get' calls	ToPropertyDescriptor	D/D	D/D	S/D	S/D
        761	ES2015	92	Proxy, internal 'get' calls	Object.assign	D/D	D/D	S/D	S/D
        762	ES2015	92	Proxy, internal 'get' calls	Object.defineProperties	D/D	D/D	S/D	S/D
        763	ES2015	92	Proxy, internal 'get' calls	Function.prototype.bind	D/D	D/D	S/D	S/D
        764	ES2015	92	Proxy, internal 'get' calls	Error.prototype.toString	D/D	D/D	S/D	S/D
        765	ES2015	92	Proxy, internal 'get' calls	String.raw	D/D	D/D	S/D	S/D
        766	ES2015	92	Proxy, internal 'get' calls	RegExp constructor	D/D	D/D	S/D	S/D
        767	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype.flags	D/D	D/D	S/D	S/D
        768	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype.test	D/D	D/D	S/D	S/D
        769	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype.toString	D/D	D/D	S/D	S/D
        770	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype[Symbol.match]	D/D	D/D	S/D	S/D
        771	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype[Symbol.replace]	D/D	D/D	S/D	S/D
        772	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype[Symbol.search]	D/D	D/D	S/D	S/D
        773	ES2015	92	Proxy, internal 'get' calls	RegExp.prototype[Symbol.split]	D/D	D/D	S/D	S/D
        774	ES2015	92	Proxy, internal 'get' calls	Array.from	D/D	D/D	S/D	S/D
        775	ES2015	92	Proxy, internal 'get' calls	Array.prototype.concat	D/D	D/D	S/D	S/D
        776	ES2015	92	Proxy, internal 'get' calls	Array.prototype iteration methods	D/D	D/D	S/D	S/D
        777	ES2015	92	Proxy, internal 'get' calls	Array.prototype.pop	D/D	D/D	S/D	S/D
        778	ES2015	92	Proxy, internal 'get' calls	Array.prototype.reverse	D/D	D/D	S/D	S/D
        779	ES2015	92	Proxy, internal 'get' calls	Array.prototype.shift	D/D	D/D	S/D	S/D
        780	ES2015	92	Proxy, internal 'get' calls	Array.prototype.splice	D/D	D/D	S/D	S/D
        781	ES2015	92	Proxy, internal 'get' calls	Array.prototype.toString	D/D	D/D	S/D	S/D
        782	ES2015	92	Proxy, internal 'get' calls	JSON.stringify	D/D	D/D	S/D	S/D
        783	ES2015	92	Proxy, internal 'get' calls	Promise resolve functions	D/D	D/D	S/D	S/D
        784	ES2015	92	Proxy, internal 'get' calls	String.prototype.match	D/D	D/D	S/D	S/D
        785	ES2015	92	Proxy, internal 'get' calls	String.prototype.replace	D/D	D/D	S/D	S/D
        786	ES2015	92	Proxy, internal 'get' calls	String.prototype.search	D/D	D/D	S/D	S/D
        787	ES2015	92	Proxy, internal 'get' calls	String.prototype.split	D/D	D/D	S/D	S/D
        788	ES2015	92	Proxy, internal 'get' calls	Date.prototype.toJSON	D/D	D/D	S/D	S/D
        789	ES2015	93	Proxy, internal 'set' calls	Object.assign	D/D	D/D	S/D	S/D
        790	ES2015	93	Proxy, internal 'set' calls	Array.from	D/D	D/D	S/D	S/D
        791	ES2015	93	Proxy, internal 'set' calls	Array.of	D/D	D/D	S/D	S/D
        792	ES2015	93	Proxy, internal 'set' calls	Array.prototype.copyWithin	D/D	D/D	S/D	S/D
        793	ES2015	93	Proxy, internal 'set' calls	Array.prototype.fill	D/D	D/D	S/D	S/D
        794	ES2015	93	Proxy, internal 'set' calls	Array.prototype.pop	D/D	D/D	S/D	S/D
        795	ES2015	93	Proxy, internal 'set' calls	Array.prototype.push	D/D	D/D	S/D	S/D
        796	ES2015	93	Proxy, internal 'set' calls	Array.prototype.reverse	D/D	D/D	S/D	S/D
        797	ES2015	93	Proxy, internal 'set' calls	Array.prototype.shift	D/D	D/D	S/D	S/D
        798	ES2015	93	Proxy, internal 'set' calls	Array.prototype.splice	D/D	D/D	S/D	S/D
        799	ES2015	93	Proxy, internal 'set' calls	Array.prototype.unshift	D/D	D/D	S/D	S/D
        800	ES2015	94	Proxy, internal 'defineProperty' calls	[[Set]]	D/D	D/D	S/D	S/D
        801	ES2015	94	Proxy, internal 'defineProperty' calls	SetIntegrityLevel	D/D	D/D	S/D	S/D
        802	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.copyWithin	D/D	D/D	S/D	S/D
        803	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.pop	D/D	D/D	S/D	S/D
        804	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.reverse	D/D	D/D	S/D	S/D
        805	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.shift	D/D	D/D	S/D	S/D
        806	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.splice	D/D	D/D	S/D	S/D
        807	ES2015	95	Proxy, internal 'deleteProperty' calls	Array.prototype.unshift	D/D	D/D	S/D	S/D
        808	ES2015	96	Proxy, internal 'getOwnPropertyDescriptor' calls	[[Set]]	D/D	D/D	S/D	S/D
        809	ES2015	96	Proxy, internal 'getOwnPropertyDescriptor' calls	Object.assign	D/D	D/D	S/D	S/D
        810	ES2015	96	Proxy, internal 'getOwnPropertyDescriptor' calls	Object.prototype.hasOwnProperty	D/D	D/D	S/D	S/D
        811	ES2015	96	Proxy, internal 'getOwnPropertyDescriptor' calls	Function.prototype.bind	D/D	D/D	S/D	S/D
        812	ES2015	97	Proxy, internal 'ownKeys' calls	SetIntegrityLevel	D/D	D/D	S/D	S/D
        813	ES2015	97	Proxy, internal 'ownKeys' calls	TestIntegrityLevel	D/D	D/D	S/D	S/D
        814	ES2015	97	Proxy, internal 'ownKeys' calls	SerializeJSONObject	D/D	D/D	S/D	S/D
        815	ES2015	98	Object static methods accept primitives	Object.getPrototypeOf	D/D	D/D	D/D	D/D
        816	ES2015	98	Object static methods accept primitives	Object.getOwnPropertyDescriptor	D/D	D/D	D/D	D/D
        817	ES2015	98	Object static methods accept primitives	Object.getOwnPropertyNames	D/D	D/D	D/D	D/D
        818	ES2015	98	Object static methods accept primitives	Object.seal	D/D	D/D	D/D	D/D
        819	ES2015	98	Object static methods accept primitives	Object.freeze	D/D	D/D	D/D	D/D
        820	ES2015	98	Object static methods accept primitives	Object.preventExtensions	D/D	D/D	D/D	D/D
        821	ES2015	98	Object static methods accept primitives	Object.isSealed	D/D	D/D	D/D	D/D
        822	ES2015	98	Object static methods accept primitives	Object.isFrozen	D/D	D/D	D/D	D/D
        823	ES2015	98	Object static methods accept primitives	Object.isExtensible	D/D	D/D	D/D	D/D
        824	ES2015	98	Object static methods accept primitives	Object.keys	D/D	D/D	D/D	D/D
        825	ES2015	99	own property order	Object.keys	D/D	D/D	S/D	S/D
        826	ES2015	99	own property order	Object.getOwnPropertyNames	D/D	D/D	S/D	S/D
        827	ES2015	99	own property order	Object.assign	D/D	D/D	D/D	D/D
        828	ES2015	99	own property order	JSON.stringify	D/D	D/D	D/D	D/D
        829	ES2015	99	own property order	JSON.parse	D/D	D/D	D/D	D/D
        830	ES2015	99	own property order	Reflect.ownKeys, string key order	D/D	D/D	D/D	D/D
        831	ES2015	99	own property order	Reflect.ownKeys, symbol key order	D/D	D/D	D/D	D/D
        832	ES2015	100	Updated identifier syntax	var ⸯ;	D/D	D/D	D/D	D/D
        833	ES2015	100	Updated identifier syntax	var 𐋀;	D/D	D/D	D/D	D/D
        834	ES2015	100	Updated identifier syntax	no escaped reserved words as identifiers	D/D	D/D	D/D	D/D
        835	ES2015	101	non-strict function semantics	hoisted block-level function declaration	D/D	D/D	S/D	S/D
        836	ES2015	101	non-strict function semantics	labeled function statements	D/D	D/D	D/D	D/D
        837	ES2015	101	non-strict function semantics	function statements in if-statement clauses	D/D	D/D	D/D	D/D
        838	ES2015	102	__proto__ in object literals	basic support	D/D	D/D	S/D	S/D
        839	ES2015	102	__proto__ in object literals	multiple __proto__ is an error	D/D	D/D	D/D	D/D
        840	ES2015	102	__proto__ in object literals	not a computed property	D/D	D/D	D/D	D/D
        841	ES2015	102	__proto__ in object literals	not a shorthand property	D/D	D/D	D/D	D/D
        842	ES2015	102	__proto__ in object literals	not a shorthand method	D/D	D/D	D/D	D/D
        843	ES2015	103	Object.prototype.__proto__	get prototype	D/D	D/D	D/D	D/D
        844	ES2015	103	Object.prototype.__proto__	set prototype	D/D	D/D	D/D	D/D
        845	ES2015	103	Object.prototype.__proto__	absent from Object.create(null)	D/D	D/D	D/D	D/D
        846	ES2015	103	Object.prototype.__proto__	present in hasOwnProperty()	D/D	D/D	D/D	D/D
        847	ES2015	103	Object.prototype.__proto__	correct property descriptor	D/D	D/D	D/D	D/D
        848	ES2015	103	Object.prototype.__proto__	present in Object.getOwnPropertyNames()	D/D	D/D	D/D	D/D
        849	ES2015	104	String.prototype HTML methods	existence	D/D	D/D	S/D	S/D
        850	ES2015	104	String.prototype HTML methods	tags' names are lowercase	D/D	D/D	S/D	S/D
        851	ES2015	104	String.prototype HTML methods	quotes in arguments are escaped	D/D	D/D	S/D	S/D
        852	ES2015	105	RegExp.prototype.compile	basic functionality	D/D	D/D	S/D	S/D
        853	ES2015	105	RegExp.prototype.compile	returns this	D/D	D/D	S/D	S/D
        854	ES2015	106	RegExp syntax extensions	hyphens in character sets	D/D	D/D	D/D	D/D
        855	ES2015	106	RegExp syntax extensions	invalid character escapes	D/D	D/D	D/D	D/D
        856	ES2015	106	RegExp syntax extensions	invalid control-character escapes	D/D	D/D	D/D	D/D
        857	ES2015	106	RegExp syntax extensions	invalid Unicode escapes	D/D	D/D	D/D	D/D
        858	ES2015	106	RegExp syntax extensions	invalid hexadecimal escapes	D/D	D/D	D/D	D/D
        859	ES2015	106	RegExp syntax extensions	incomplete patterns and quantifiers	D/D	D/D	D/D	D/D
        860	ES2015	106	RegExp syntax extensions	octal escape sequences	D/D	D/D	D/D	D/D
        861	ES2015	106	RegExp syntax extensions	invalid backreferences become octal escapes	D/D	D/D	D/D	D/D
        862	ES5	107	Object/array literal extensions	Getter accessors	S/S	S/S	S/S	S/S
        863	ES5	107	Object/array literal extensions	Setter accessors	S/S	S/S	S/S	S/S
        864	ES5	107	Object/array literal extensions	Trailing commas in object literals	S/S	S/S	S/S	S/S
        865	ES5	107	Object/array literal extensions	Trailing commas in array literals	S/S	S/S	S/S	S/S
        866	ES5	107	Object/array literal extensions	Reserved words as property names	S/S	S/S	S/S	S/S
        867	ES5	108	Object static methods	Object.create	S/S	S/S	S/S	S/S
        868	ES5	108	Object static methods	Object.defineProperty	S/S	S/S	S/S	S/S
        869	ES5	108	Object static methods	Object.defineProperties	S/S	S/S	S/S	S/S
        870	ES5	108	Object static methods	Object.getPrototypeOf	S/S	S/S	S/S	S/S
        871	ES5	108	Object static methods	Object.keys	S/S	S/S	S/S	S/S
        872	ES5	108	Object static methods	Object.seal	S/S	S/S	S/S	S/S
        873	ES5	108	Object static methods	Object.freeze	S/S	S/S	S/S	S/S
        874	ES5	108	Object static methods	Object.preventExtensions	S/S	S/S	S/S	S/S
        875	ES5	108	Object static methods	Object.isSealed	S/S	S/S	S/S	S/S
        876	ES5	108	Object static methods	Object.isFrozen	S/S	S/S	S/S	S/S
        877	ES5	108	Object static methods	Object.isExtensible	S/S	S/S	S/S	S/S
        878	ES5	108	Object static methods	Object.getOwnPropertyDescriptor	S/S	S/S	S/S	S/S
        879	ES5	108	Object static methods	Object.getOwnPropertyNames	S/S	S/S	S/S	S/S
        880	ES5	109	Array methods	Array.isArray	S/S	S/S	S/S	S/S
        881	ES5	109	Array methods	Array.prototype.indexOf	S/S	S/S	S/S	S/S
        882	ES5	109	Array methods	Array.prototype.lastIndexOf	S/S	S/S	S/S	S/S
        883	ES5	109	Array methods	Array.prototype.every	S/S	S/S	S/S	S/S
        884	ES5	109	Array methods	Array.prototype.some	S/S	S/S	S/S	S/S
        885	ES5	109	Array methods	Array.prototype.forEach	S/S	S/S	S/S	S/S
        886	ES5	109	Array methods	Array.prototype.map	S/S	S/S	S/S	S/S
        887	ES5	109	Array methods	Array.prototype.filter	S/S	S/S	S/S	S/S
        888	ES5	109	Array methods	Array.prototype.reduce	S/S	S/S	S/S	S/S
        889	ES5	109	Array methods	Array.prototype.reduceRight	S/S	S/S	S/S	S/S
        890	ES5	109	Array methods	Array.prototype.sort: compareFn must be function or undefined	NS/NS	NS/NS	S/NS	S/NS
        891	ES5	109	Array methods	Array.prototype.sort: compareFn may be explicit undefined	S/S	S/S	S/S	S/S
        892	ES5	110	String properties and methods	Property access on strings	S/S	S/S	S/S	S/S
        893	ES5	110	String properties and methods	String.prototype.split	S/NS	S/NS	S/NS	S/NS
        894	ES5	110	String properties and methods	String.prototype.trim	S/S	S/S	S/S	S/S
        895	ES5	111	Date methods	Date.prototype.toISOString	S/S	S/S	S/S	S/S
        896	ES5	111	Date methods	Date.now	S/S	S/S	S/S	S/S
        897	ES5	111	Date methods	Date.prototype.toJSON	NS/NS	NS/NS	S/NS	S/NS
        898	ES5	112	Immutable globals	undefined	S/S	S/S	S/S	S/S
        899	ES5	112	Immutable globals	NaN	S/S	S/S	S/S	S/S
        900	ES5	112	Immutable globals	Infinity	S/S	S/S	S/S	S/S
        901	ES5	113	Number methods	Number.prototype.toExponential rounds properly	S/S	S/S	S/S	S/S
        902	ES5	113	Number methods	Number.prototype.toExponential throws on ±Infinity fractionDigits	S/S	S/S	S/S	S/S
        903	ES5	113	Number methods	Number.prototype.toExponential does not throw on edge cases	S/S	S/S	S/S	S/S
        904	ES5	114	Strict mode	reserved words	D/D	D/D	D/D	D/D
        905	ES5	114	Strict mode	"this" is undefined in functions	D/D	D/D	D/D	S/D
        906	ES5	114	Strict mode	"this" is not coerced to object in primitive methods	D/D	D/D	D/D	D/D
        907	ES5	114	Strict mode	"this" is not coerced to object in primitive accessors	D/D	D/D	D/D	D/D
        908	ES5	114	Strict mode	legacy octal is a SyntaxError	D/D	D/D	S/D	S/D
        909	ES5	114	Strict mode	assignment to unresolvable identifiers is a ReferenceError	D/D	D/D	S/D	S/D
        910	ES5	114	Strict mode	assignment to eval or arguments is a SyntaxError	D/D	D/D	S/D	S/D
        911	ES5	114	Strict mode	assignment to non-writable properties is a TypeError	D/D	D/D	S/D	S/D
        912	ES5	114	Strict mode	eval or arguments bindings is a SyntaxError	D/D	D/D	D/D	D/D
        913	ES5	114	Strict mode	arguments.caller removed or is a TypeError	D/D	D/D	S/D	S/D
        914	ES5	114	Strict mode	arguments.callee is a TypeError	D/D	D/D	S/D	S/D
        915	ES5	114	Strict mode	(function(){}).caller and (function(){}).arguments is a TypeError	D/D	D/D	S/D	S/D
        916	ES5	114	Strict mode	arguments is unmapped	D/D	D/D	D/D	D/D
        917	ES5	114	Strict mode	eval() can't create bindings	D/D	D/D	D/D	D/D
        918	ES5	114	Strict mode	deleting bindings is a SyntaxError	D/D	D/D	D/D	D/D
        919	ES5	114	Strict mode	deleting non-configurable properties is a TypeError	D/D	D/D	D/D	D/D
        920	ES5	114	Strict mode	"with" is a SyntaxError	D/D	D/D	S/D	S/D
        921	ES5	114	Strict mode	repeated parameter names is a SyntaxError	D/D	D/D	S/D	S/D
        922	ES5	114	Strict mode	function expressions with matching name and argument are valid	D/D	D/D	D/D	D/D
        923	ES5	115	Function.prototype.bind	Function.prototype.bind	S/S	S/S	S/S	S/S
        924	ES5	116	JSON	JSON	S/S	S/S	S/S	S/S
        """#
}
