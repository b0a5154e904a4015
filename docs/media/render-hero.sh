#!/usr/bin/env bash
# Renders the home hero loop (lossless intermediate) with ffmpeg filters only. See docs/media.md.
set -euo pipefail
OUT=${1:-/tmp/hero/master.mkv}
mkdir -p "$(dirname "$OUT")"
T=8          # loop length (s)
R=25         # fps
D=${D:-$((2*T))}   # rendered length: the first loop warms up the trails (lagfun), the rest is kept

# Geq term for one route: parabolic arc (x0,y0)->(x1,y1), bulge h; core and glow strength, optional mask.
route() {
  local x0=$1 y0=$2 x1=$3 y1=$4 h=$5 c=$6 g=$7 m=${8:-1}
  local L=$((x1-x0)) dy=$((y1-y0))
  echo "(st(0,(X-($x0))/$L);st(1,abs(Y-($y0)-($dy)*ld(0)+4*($h)*ld(0)*(1-ld(0)))/sqrt(1+pow((($dy)-4*($h)*(1-2*ld(0)))/$L,2)));($c*exp(-ld(1)*ld(1)/0.9)+$g*exp(-ld(1)*ld(1)/60))*between(ld(0),0,1)*($m))"
}
# Dots are stamped at 4x the frame rate so their lagfun trails are continuous, then decimated.
# Two dots per route, half a route apart, each crossing in 2T: the pattern repeats every T.
dot() { # x0 y0 x1 y1 h phase dir -> "x=...:y=..."
  local x0=$1 y0=$2 x1=$3 y1=$4 h=$5 p=$6 dir=$7
  local L=$((x1-x0)) dy=$((y1-y0))
  local u="mod(t/(2*$T)+$p,1)"; [ "$dir" = -1 ] && u="(1-mod(t/(2*$T)+$p,1))"
  echo "x='st(0,$u);$x0+$L*ld(0)-16':y='st(0,$u);$y0+($dy)*ld(0)-4*($h)*ld(0)*(1-ld(0))-16'"
}
R1="-60 600 1340 250 170"; R2="-60 380 1340 640 120"; R3="300 780 1340 80 90"; R4="480 780 1340 430 40"; R5="-60 250 1340 40 -40"
LINES="clip($(route $R1 105 22)+$(route $R2 105 22)+$(route $R3 105 22)+$(route $R4 105 22),0,255)"
DASH="clip($(route $R5 120 0 'lt(mod(X,14),7)')+$(route $R5 0 20),0,255)"
# Grid: 32 px cells, every 4th line stronger; drifts left by one major cell (128 px) per loop.
GX="st(0,X+128*T/$T);st(1,16-abs(mod(ld(0),32)-16));st(2,64-abs(mod(ld(0),128)-64));16*exp(-ld(1)*ld(1)/0.5)+26*exp(-ld(2)*ld(2)/0.7)+6*exp(-ld(2)*ld(2)/40)"
GY="st(0,Y);st(1,16-abs(mod(ld(0),32)-16));st(2,64-abs(mod(ld(0),128)-64));16*exp(-ld(1)*ld(1)/0.5)+26*exp(-ld(2)*ld(2)/0.7)+6*exp(-ld(2)*ld(2)/40)"
BGC="exp(-pow((X-900)/700,2)-pow((Y-250)/520,2))"
MASK="255*(0.25+0.75*exp(-pow((X-880)/620,2)-pow((Y-330)/420,2)))"
RING() { echo "st(0,hypot(X-80,Y-80));st(1,mod(T/4+$1,1));255*min(1,0.5*pow(1-ld(1),2)*exp(-pow(ld(0)-5-70*ld(1),2)/2)+clip(3.8-ld(0),0,1)+0.35*exp(-ld(0)*ld(0)/50))"; }
HUB="st(0,clip(6-hypot(X-80,Y-80),0,1))"
SPRITE="255*min(1,exp(-(pow(X-15.5,2)+pow(Y-15.5,2))/4.5)+0.45*exp(-(pow(X-15.5,2)+pow(Y-15.5,2))/40))"

cat > "$OUT.graph" <<G
color=black:s=1280x720:r=$R:d=0.04,format=gbrp,geq=r='6+10*$BGC':g='16+26*$BGC':b='31+46*$BGC'[bg0];
color=black:s=800x800:r=$R:d=0.04,format=gbrap,geq=r=47:g=115:b=192:a='34*exp(-(pow(X-400,2)+pow(Y-400,2))/80000)'[blob];
color=black:s=1280x720:r=$R:d=$D,format=gbrp[canvas];
[canvas][bg0]overlay=format=gbrp[bg1];
[bg1][blob]overlay=format=gbrp:x='900+80*cos(2*PI*t/$T)-400':y='260+50*sin(2*PI*t/$T)-400'[bg];
color=black:s=1280x1:r=$R:d=$D,format=gbrp,geq=r='0.25*($GX)':g='0.6*($GX)':b='$GX',scale=1280:720:flags=neighbor[gv];
color=black:s=1x720:r=$R:d=0.04,format=gbrp,geq=r='0.25*($GY)':g='0.6*($GY)':b='$GY',scale=1280:720:flags=neighbor[gh];
color=black:s=1280x720:r=$R:d=0.04,format=gbrp,geq=r='$MASK':g='$MASK':b='$MASK'[mask];
[gv][gh]blend=all_mode=addition[g1];
[g1][mask]blend=all_mode=multiply[grid];
color=black:s=1280x720:r=$R:d=0.04,format=gbrp,geq=r='0.42*$LINES+0.96*$DASH':g='0.68*$LINES+0.7*$DASH':b='1.0*$LINES+0.26*$DASH'[routes];
color=black:s=32x32:r=$R:d=0.04,format=gbrap,geq=r=205:g=230:b=255:a='$SPRITE',split=8[d1][d2][d3][d4][d5][d6][d7][d8];
color=black:s=32x32:r=$R:d=0.04,format=gbrap,geq=r=246:g=180:b=67:a='$SPRITE',split=2[a1][a2];
color=black:s=1280x720:r=4*$R:d=$D,format=gbrp[dc];
[dc][d1]overlay=format=gbrp:$(dot $R1 0 1)[o1];
[o1][d2]overlay=format=gbrp:$(dot $R1 0.5 1)[o2];
[o2][d3]overlay=format=gbrp:$(dot $R2 0.2 -1)[o3];
[o3][d4]overlay=format=gbrp:$(dot $R2 0.7 -1)[o4];
[o4][d5]overlay=format=gbrp:$(dot $R3 0.35 1)[o5];
[o5][d6]overlay=format=gbrp:$(dot $R3 0.85 1)[o6];
[o6][d7]overlay=format=gbrp:$(dot $R4 0.1 -1)[o7];
[o7][d8]overlay=format=gbrp:$(dot $R4 0.6 -1)[o8];
[o8][a1]overlay=format=gbrp:$(dot $R5 0.15 1)[o9];
[o9][a2]overlay=format=gbrp:$(dot $R5 0.65 1),lagfun=decay=0.985,fps=$R[dots];
color=black:s=160x160:r=$R:d=$D,format=gbrap,geq=r='$HUB*246+(1-ld(0))*150':g='$HUB*180+(1-ld(0))*195':b='$HUB*67+(1-ld(0))*255':a='$(RING 0)'[h1];
color=black:s=160x160:r=$R:d=$D,format=gbrap,geq=r='$HUB*246+(1-ld(0))*150':g='$HUB*180+(1-ld(0))*195':b='$HUB*67+(1-ld(0))*255':a='$(RING 0.25)'[h2];
color=black:s=160x160:r=$R:d=$D,format=gbrap,geq=r='$HUB*246+(1-ld(0))*150':g='$HUB*180+(1-ld(0))*195':b='$HUB*67+(1-ld(0))*255':a='$(RING 0.5)'[h3];
color=black:s=160x160:r=$R:d=$D,format=gbrap,geq=r='$HUB*246+(1-ld(0))*150':g='$HUB*180+(1-ld(0))*195':b='$HUB*67+(1-ld(0))*255':a='$(RING 0.75)'[h4];
[bg][grid]blend=all_mode=addition[s1];
[s1][routes]blend=all_mode=addition[s2];
[s2][dots]blend=all_mode=addition[s3];
[s3][h1]overlay=format=gbrp:x=350-80:y=357-80[s4];
[s4][h2]overlay=format=gbrp:x=724-80:y=407-80[s5];
[s5][h3]overlay=format=gbrp:x=1036-80:y=210-80[s6];
[s6][h4]overlay=format=gbrp:x=1057-80:y=510-80[s7];
[s7]vignette=angle=PI/4.5,trim=start=$T:end=$D,setpts=PTS-STARTPTS[out]
G
ffmpeg -hide_banner -loglevel warning -nostats -y -filter_complex_script "$OUT.graph" -map '[out]' -c:v ffv1 -pix_fmt bgr0 "$OUT"
