// Nested try blocks (200 levels) for ResourceLimits; generated, see the comment in ResourceLimits.java.
public class Nested {
    static int run(int k) {
        int r = 0;
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        try {
        r += 10 / k;
        } catch (ArithmeticException e0) { r += 0; }
        } catch (ArithmeticException e1) { r += 1; }
        } catch (ArithmeticException e2) { r += 2; }
        } catch (ArithmeticException e3) { r += 3; }
        } catch (ArithmeticException e4) { r += 4; }
        } catch (ArithmeticException e5) { r += 5; }
        } catch (ArithmeticException e6) { r += 6; }
        } catch (ArithmeticException e7) { r += 7; }
        } catch (ArithmeticException e8) { r += 8; }
        } catch (ArithmeticException e9) { r += 9; }
        } catch (ArithmeticException e10) { r += 10; }
        } catch (ArithmeticException e11) { r += 11; }
        } catch (ArithmeticException e12) { r += 12; }
        } catch (ArithmeticException e13) { r += 13; }
        } catch (ArithmeticException e14) { r += 14; }
        } catch (ArithmeticException e15) { r += 15; }
        } catch (ArithmeticException e16) { r += 16; }
        } catch (ArithmeticException e17) { r += 17; }
        } catch (ArithmeticException e18) { r += 18; }
        } catch (ArithmeticException e19) { r += 19; }
        } catch (ArithmeticException e20) { r += 20; }
        } catch (ArithmeticException e21) { r += 21; }
        } catch (ArithmeticException e22) { r += 22; }
        } catch (ArithmeticException e23) { r += 23; }
        } catch (ArithmeticException e24) { r += 24; }
        } catch (ArithmeticException e25) { r += 25; }
        } catch (ArithmeticException e26) { r += 26; }
        } catch (ArithmeticException e27) { r += 27; }
        } catch (ArithmeticException e28) { r += 28; }
        } catch (ArithmeticException e29) { r += 29; }
        } catch (ArithmeticException e30) { r += 30; }
        } catch (ArithmeticException e31) { r += 31; }
        } catch (ArithmeticException e32) { r += 32; }
        } catch (ArithmeticException e33) { r += 33; }
        } catch (ArithmeticException e34) { r += 34; }
        } catch (ArithmeticException e35) { r += 35; }
        } catch (ArithmeticException e36) { r += 36; }
        } catch (ArithmeticException e37) { r += 37; }
        } catch (ArithmeticException e38) { r += 38; }
        } catch (ArithmeticException e39) { r += 39; }
        } catch (ArithmeticException e40) { r += 40; }
        } catch (ArithmeticException e41) { r += 41; }
        } catch (ArithmeticException e42) { r += 42; }
        } catch (ArithmeticException e43) { r += 43; }
        } catch (ArithmeticException e44) { r += 44; }
        } catch (ArithmeticException e45) { r += 45; }
        } catch (ArithmeticException e46) { r += 46; }
        } catch (ArithmeticException e47) { r += 47; }
        } catch (ArithmeticException e48) { r += 48; }
        } catch (ArithmeticException e49) { r += 49; }
        } catch (ArithmeticException e50) { r += 50; }
        } catch (ArithmeticException e51) { r += 51; }
        } catch (ArithmeticException e52) { r += 52; }
        } catch (ArithmeticException e53) { r += 53; }
        } catch (ArithmeticException e54) { r += 54; }
        } catch (ArithmeticException e55) { r += 55; }
        } catch (ArithmeticException e56) { r += 56; }
        } catch (ArithmeticException e57) { r += 57; }
        } catch (ArithmeticException e58) { r += 58; }
        } catch (ArithmeticException e59) { r += 59; }
        } catch (ArithmeticException e60) { r += 60; }
        } catch (ArithmeticException e61) { r += 61; }
        } catch (ArithmeticException e62) { r += 62; }
        } catch (ArithmeticException e63) { r += 63; }
        } catch (ArithmeticException e64) { r += 64; }
        } catch (ArithmeticException e65) { r += 65; }
        } catch (ArithmeticException e66) { r += 66; }
        } catch (ArithmeticException e67) { r += 67; }
        } catch (ArithmeticException e68) { r += 68; }
        } catch (ArithmeticException e69) { r += 69; }
        } catch (ArithmeticException e70) { r += 70; }
        } catch (ArithmeticException e71) { r += 71; }
        } catch (ArithmeticException e72) { r += 72; }
        } catch (ArithmeticException e73) { r += 73; }
        } catch (ArithmeticException e74) { r += 74; }
        } catch (ArithmeticException e75) { r += 75; }
        } catch (ArithmeticException e76) { r += 76; }
        } catch (ArithmeticException e77) { r += 77; }
        } catch (ArithmeticException e78) { r += 78; }
        } catch (ArithmeticException e79) { r += 79; }
        } catch (ArithmeticException e80) { r += 80; }
        } catch (ArithmeticException e81) { r += 81; }
        } catch (ArithmeticException e82) { r += 82; }
        } catch (ArithmeticException e83) { r += 83; }
        } catch (ArithmeticException e84) { r += 84; }
        } catch (ArithmeticException e85) { r += 85; }
        } catch (ArithmeticException e86) { r += 86; }
        } catch (ArithmeticException e87) { r += 87; }
        } catch (ArithmeticException e88) { r += 88; }
        } catch (ArithmeticException e89) { r += 89; }
        } catch (ArithmeticException e90) { r += 90; }
        } catch (ArithmeticException e91) { r += 91; }
        } catch (ArithmeticException e92) { r += 92; }
        } catch (ArithmeticException e93) { r += 93; }
        } catch (ArithmeticException e94) { r += 94; }
        } catch (ArithmeticException e95) { r += 95; }
        } catch (ArithmeticException e96) { r += 96; }
        } catch (ArithmeticException e97) { r += 97; }
        } catch (ArithmeticException e98) { r += 98; }
        } catch (ArithmeticException e99) { r += 99; }
        } catch (ArithmeticException e100) { r += 100; }
        } catch (ArithmeticException e101) { r += 101; }
        } catch (ArithmeticException e102) { r += 102; }
        } catch (ArithmeticException e103) { r += 103; }
        } catch (ArithmeticException e104) { r += 104; }
        } catch (ArithmeticException e105) { r += 105; }
        } catch (ArithmeticException e106) { r += 106; }
        } catch (ArithmeticException e107) { r += 107; }
        } catch (ArithmeticException e108) { r += 108; }
        } catch (ArithmeticException e109) { r += 109; }
        } catch (ArithmeticException e110) { r += 110; }
        } catch (ArithmeticException e111) { r += 111; }
        } catch (ArithmeticException e112) { r += 112; }
        } catch (ArithmeticException e113) { r += 113; }
        } catch (ArithmeticException e114) { r += 114; }
        } catch (ArithmeticException e115) { r += 115; }
        } catch (ArithmeticException e116) { r += 116; }
        } catch (ArithmeticException e117) { r += 117; }
        } catch (ArithmeticException e118) { r += 118; }
        } catch (ArithmeticException e119) { r += 119; }
        } catch (ArithmeticException e120) { r += 120; }
        } catch (ArithmeticException e121) { r += 121; }
        } catch (ArithmeticException e122) { r += 122; }
        } catch (ArithmeticException e123) { r += 123; }
        } catch (ArithmeticException e124) { r += 124; }
        } catch (ArithmeticException e125) { r += 125; }
        } catch (ArithmeticException e126) { r += 126; }
        } catch (ArithmeticException e127) { r += 127; }
        } catch (ArithmeticException e128) { r += 128; }
        } catch (ArithmeticException e129) { r += 129; }
        } catch (ArithmeticException e130) { r += 130; }
        } catch (ArithmeticException e131) { r += 131; }
        } catch (ArithmeticException e132) { r += 132; }
        } catch (ArithmeticException e133) { r += 133; }
        } catch (ArithmeticException e134) { r += 134; }
        } catch (ArithmeticException e135) { r += 135; }
        } catch (ArithmeticException e136) { r += 136; }
        } catch (ArithmeticException e137) { r += 137; }
        } catch (ArithmeticException e138) { r += 138; }
        } catch (ArithmeticException e139) { r += 139; }
        } catch (ArithmeticException e140) { r += 140; }
        } catch (ArithmeticException e141) { r += 141; }
        } catch (ArithmeticException e142) { r += 142; }
        } catch (ArithmeticException e143) { r += 143; }
        } catch (ArithmeticException e144) { r += 144; }
        } catch (ArithmeticException e145) { r += 145; }
        } catch (ArithmeticException e146) { r += 146; }
        } catch (ArithmeticException e147) { r += 147; }
        } catch (ArithmeticException e148) { r += 148; }
        } catch (ArithmeticException e149) { r += 149; }
        } catch (ArithmeticException e150) { r += 150; }
        } catch (ArithmeticException e151) { r += 151; }
        } catch (ArithmeticException e152) { r += 152; }
        } catch (ArithmeticException e153) { r += 153; }
        } catch (ArithmeticException e154) { r += 154; }
        } catch (ArithmeticException e155) { r += 155; }
        } catch (ArithmeticException e156) { r += 156; }
        } catch (ArithmeticException e157) { r += 157; }
        } catch (ArithmeticException e158) { r += 158; }
        } catch (ArithmeticException e159) { r += 159; }
        } catch (ArithmeticException e160) { r += 160; }
        } catch (ArithmeticException e161) { r += 161; }
        } catch (ArithmeticException e162) { r += 162; }
        } catch (ArithmeticException e163) { r += 163; }
        } catch (ArithmeticException e164) { r += 164; }
        } catch (ArithmeticException e165) { r += 165; }
        } catch (ArithmeticException e166) { r += 166; }
        } catch (ArithmeticException e167) { r += 167; }
        } catch (ArithmeticException e168) { r += 168; }
        } catch (ArithmeticException e169) { r += 169; }
        } catch (ArithmeticException e170) { r += 170; }
        } catch (ArithmeticException e171) { r += 171; }
        } catch (ArithmeticException e172) { r += 172; }
        } catch (ArithmeticException e173) { r += 173; }
        } catch (ArithmeticException e174) { r += 174; }
        } catch (ArithmeticException e175) { r += 175; }
        } catch (ArithmeticException e176) { r += 176; }
        } catch (ArithmeticException e177) { r += 177; }
        } catch (ArithmeticException e178) { r += 178; }
        } catch (ArithmeticException e179) { r += 179; }
        } catch (ArithmeticException e180) { r += 180; }
        } catch (ArithmeticException e181) { r += 181; }
        } catch (ArithmeticException e182) { r += 182; }
        } catch (ArithmeticException e183) { r += 183; }
        } catch (ArithmeticException e184) { r += 184; }
        } catch (ArithmeticException e185) { r += 185; }
        } catch (ArithmeticException e186) { r += 186; }
        } catch (ArithmeticException e187) { r += 187; }
        } catch (ArithmeticException e188) { r += 188; }
        } catch (ArithmeticException e189) { r += 189; }
        } catch (ArithmeticException e190) { r += 190; }
        } catch (ArithmeticException e191) { r += 191; }
        } catch (ArithmeticException e192) { r += 192; }
        } catch (ArithmeticException e193) { r += 193; }
        } catch (ArithmeticException e194) { r += 194; }
        } catch (ArithmeticException e195) { r += 195; }
        } catch (ArithmeticException e196) { r += 196; }
        } catch (ArithmeticException e197) { r += 197; }
        } catch (ArithmeticException e198) { r += 198; }
        } catch (ArithmeticException e199) { r += 199; }
        return r;
    }
}
