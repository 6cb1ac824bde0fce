// A test's settings name the cassette types (its mode, match rules, redaction and repeat policy), so a suite that
// imports NowTapeTesting has them without a second import.
@_exported import Cassettes
