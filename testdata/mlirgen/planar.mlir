module @planar {
  util.global private @w.q4_0_codes = #flow.parameter.named<"model"::"w.q4_0#codes"> : tensor<5x3x32xi4>
  util.global private @w.q4_0_d = #flow.parameter.named<"model"::"w.q4_0#d"> : tensor<5x3xf16>
  util.global private @w.q4_1_codes = #flow.parameter.named<"model"::"w.q4_1#codes"> : tensor<5x3x32xi4>
  util.global private @w.q4_1_d = #flow.parameter.named<"model"::"w.q4_1#d"> : tensor<5x3xf16>
  util.global private @w.q4_1_m = #flow.parameter.named<"model"::"w.q4_1#m"> : tensor<5x3xf16>
  util.global private @w.q8_0_codes = #flow.parameter.named<"model"::"w.q8_0#codes"> : tensor<5x3x32xi8>
  util.global private @w.q8_0_d = #flow.parameter.named<"model"::"w.q8_0#d"> : tensor<5x3xf16>
  util.global private @w.q4_k_codes = #flow.parameter.named<"model"::"w.q4_k#codes"> : tensor<5x3x8x32xi4>
  util.global private @w.q4_k_d = #flow.parameter.named<"model"::"w.q4_k#d"> : tensor<5x3xf16>
  util.global private @w.q4_k_dmin = #flow.parameter.named<"model"::"w.q4_k#dmin"> : tensor<5x3xf16>
  util.global private @w.q4_k_sc = #flow.parameter.named<"model"::"w.q4_k#sc"> : tensor<5x3x8xi8>
  util.global private @w.q4_k_m = #flow.parameter.named<"model"::"w.q4_k#m"> : tensor<5x3x8xi8>
  util.global private @w.q6_k_codes = #flow.parameter.named<"model"::"w.q6_k#codes"> : tensor<5x3x4x4x16xi4>
  util.global private @w.q6_k_codes_hi = #flow.parameter.named<"model"::"w.q6_k#codes_hi"> : tensor<5x3x4x16xi8>
  util.global private @w.q6_k_sc = #flow.parameter.named<"model"::"w.q6_k#sc"> : tensor<5x3x4x4xi8>
  util.global private @w.q6_k_d = #flow.parameter.named<"model"::"w.q6_k#d"> : tensor<5x3xf16>
  util.global private @w.q4_0_rows_codes = #flow.parameter.named<"model"::"w.q4_0_rows#codes"> : tensor<2x3x32x4xi4>
  util.global private @w.q4_0_rows_d = #flow.parameter.named<"model"::"w.q4_0_rows#d"> : tensor<2x3x4xf16>
  util.global private @w.q4_1_rows_codes = #flow.parameter.named<"model"::"w.q4_1_rows#codes"> : tensor<2x3x32x4xi4>
  util.global private @w.q4_1_rows_d = #flow.parameter.named<"model"::"w.q4_1_rows#d"> : tensor<2x3x4xf16>
  util.global private @w.q4_1_rows_m = #flow.parameter.named<"model"::"w.q4_1_rows#m"> : tensor<2x3x4xf16>
  util.global private @w.q8_0_rows_codes = #flow.parameter.named<"model"::"w.q8_0_rows#codes"> : tensor<2x3x32x4xi8>
  util.global private @w.q8_0_rows_d = #flow.parameter.named<"model"::"w.q8_0_rows#d"> : tensor<2x3x4xf16>
  util.global private @w.q4_k_rows_codes = #flow.parameter.named<"model"::"w.q4_k_rows#codes"> : tensor<2x3x8x32x4xi4>
  util.global private @w.q4_k_rows_d = #flow.parameter.named<"model"::"w.q4_k_rows#d"> : tensor<2x3x4xf16>
  util.global private @w.q4_k_rows_dmin = #flow.parameter.named<"model"::"w.q4_k_rows#dmin"> : tensor<2x3x4xf16>
  util.global private @w.q4_k_rows_sc = #flow.parameter.named<"model"::"w.q4_k_rows#sc"> : tensor<2x3x8x4xi8>
  util.global private @w.q4_k_rows_m = #flow.parameter.named<"model"::"w.q4_k_rows#m"> : tensor<2x3x8x4xi8>
  util.global private @w.q6_k_rows_codes = #flow.parameter.named<"model"::"w.q6_k_rows#codes"> : tensor<2x3x4x4x16x4xi4>
  util.global private @w.q6_k_rows_codes_hi = #flow.parameter.named<"model"::"w.q6_k_rows#codes_hi"> : tensor<2x3x4x16x4xi8>
  util.global private @w.q6_k_rows_sc = #flow.parameter.named<"model"::"w.q6_k_rows#sc"> : tensor<2x3x4x4x4xi8>
  util.global private @w.q6_k_rows_d = #flow.parameter.named<"model"::"w.q6_k_rows#d"> : tensor<2x3x4xf16>
  func.func @pdq_q4_0() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i4, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i4 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %11 : tensor<5x96xf32>
  }
  func.func @pmv_q4_0(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<5x32xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 32, 0], vector_reduction = [0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%6 : tensor<5x32xf32>) {
    ^bb0(%8: f32, %9: i4, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i4 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.constant -0.0 : f32
      %17 = math.fma %8, %15, %16 fastmath<contract> : f32
      %18 = arith.addf %11, %17 : f32
      linalg.yield %18 : f32
    } -> tensor<5x32xf32>
    %19 = arith.constant 0.0 : f32
    %20 = tensor.empty() : tensor<5xf32>
    %21 = linalg.fill ins(%19 : f32) outs(%20 : tensor<5xf32>) -> tensor<5xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<5x32xf32>) outs(%21 : tensor<5xf32>) {
    ^bb0(%23: f32, %24: f32):
      %25 = arith.addf %23, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<5xf32>
    %26 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %26 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_0(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i4, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i4 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %12 = arith.constant 0.0 : f32
    %13 = tensor.empty() : tensor<3x5xf32>
    %14 = linalg.fill ins(%12 : f32) outs(%13 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %11 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%14 : tensor<3x5xf32>) {
    ^bb0(%16: f32, %17: f32, %18: f32):
      %19 = arith.mulf %16, %17 : f32
      %20 = arith.addf %18, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<3x5xf32>
    return %15 : tensor<3x5xf32>
  }
  func.func @pem_q4_0(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<4x3x32xi4>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi4>) {
    ^bb0(%4: i32, %5: i4):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 4 : index
      %10 = arith.minsi %8, %9 : index
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = tensor.extract %0[%10, %11, %12] : tensor<5x3x32xi4>
      linalg.yield %13 : i4
    } -> tensor<4x3x32xi4>
    %14 = tensor.empty() : tensor<4x3xf16>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%14 : tensor<4x3xf16>) {
    ^bb0(%16: i32, %17: f16):
      %18 = arith.index_cast %16 : i32 to index
      %19 = arith.constant 0 : index
      %20 = arith.maxsi %18, %19 : index
      %21 = arith.constant 4 : index
      %22 = arith.minsi %20, %21 : index
      %23 = linalg.index 1 : index
      %24 = tensor.extract %1[%22, %23] : tensor<5x3xf16>
      linalg.yield %24 : f16
    } -> tensor<4x3xf16>
    %25 = tensor.empty() : tensor<4x3x32xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %15 : tensor<4x3x32xi4>, tensor<4x3xf16>) outs(%25 : tensor<4x3x32xf32>) {
    ^bb0(%27: i4, %28: f16, %29: f32):
      %30 = arith.extsi %27 : i4 to i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.extf %28 : f16 to f32
      %33 = arith.mulf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x32xf32>
    %34 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @pdq_q4_1() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%3 : tensor<5x3x32xf32>) {
    ^bb0(%5: i4, %6: f16, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = arith.extf %6 : f16 to f32
      %12 = arith.mulf %10, %11 : f32
      %13 = arith.extf %7 : f16 to f32
      %14 = arith.addf %12, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<5x3x32xf32>
    %15 = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %15 : tensor<5x96xf32>
  }
  func.func @pmv_q4_1(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<5x32xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 32, 0], vector_reduction = [0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2 : tensor<3x32xf32>, tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%7 : tensor<5x32xf32>) {
    ^bb0(%9: f32, %10: i4, %11: f16, %12: f16, %13: f32):
      %14 = arith.extui %10 : i4 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.extf %11 : f16 to f32
      %17 = arith.mulf %15, %16 : f32
      %18 = arith.extf %12 : f16 to f32
      %19 = arith.addf %17, %18 : f32
      %20 = arith.constant -0.0 : f32
      %21 = math.fma %9, %19, %20 fastmath<contract> : f32
      %22 = arith.addf %13, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<5x32xf32>
    %23 = arith.constant 0.0 : f32
    %24 = tensor.empty() : tensor<5xf32>
    %25 = linalg.fill ins(%23 : f32) outs(%24 : tensor<5xf32>) -> tensor<5xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<5x32xf32>) outs(%25 : tensor<5xf32>) {
    ^bb0(%27: f32, %28: f32):
      %29 = arith.addf %27, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<5xf32>
    %30 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %30 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_1(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%3 : tensor<5x3x32xf32>) {
    ^bb0(%5: i4, %6: f16, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = arith.extf %6 : f16 to f32
      %12 = arith.mulf %10, %11 : f32
      %13 = arith.extf %7 : f16 to f32
      %14 = arith.addf %12, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<5x3x32xf32>
    %15 = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %16 = arith.constant 0.0 : f32
    %17 = tensor.empty() : tensor<3x5xf32>
    %18 = linalg.fill ins(%16 : f32) outs(%17 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %15 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%18 : tensor<3x5xf32>) {
    ^bb0(%20: f32, %21: f32, %22: f32):
      %23 = arith.mulf %20, %21 : f32
      %24 = arith.addf %22, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<3x5xf32>
    return %19 : tensor<3x5xf32>
  }
  func.func @pem_q4_1(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<4x3x32xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x32xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 4 : index
      %11 = arith.minsi %9, %10 : index
      %12 = linalg.index 1 : index
      %13 = linalg.index 2 : index
      %14 = tensor.extract %0[%11, %12, %13] : tensor<5x3x32xi4>
      linalg.yield %14 : i4
    } -> tensor<4x3x32xi4>
    %15 = tensor.empty() : tensor<4x3xf16>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%15 : tensor<4x3xf16>) {
    ^bb0(%17: i32, %18: f16):
      %19 = arith.index_cast %17 : i32 to index
      %20 = arith.constant 0 : index
      %21 = arith.maxsi %19, %20 : index
      %22 = arith.constant 4 : index
      %23 = arith.minsi %21, %22 : index
      %24 = linalg.index 1 : index
      %25 = tensor.extract %1[%23, %24] : tensor<5x3xf16>
      linalg.yield %25 : f16
    } -> tensor<4x3xf16>
    %26 = tensor.empty() : tensor<4x3xf16>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%26 : tensor<4x3xf16>) {
    ^bb0(%28: i32, %29: f16):
      %30 = arith.index_cast %28 : i32 to index
      %31 = arith.constant 0 : index
      %32 = arith.maxsi %30, %31 : index
      %33 = arith.constant 4 : index
      %34 = arith.minsi %32, %33 : index
      %35 = linalg.index 1 : index
      %36 = tensor.extract %2[%34, %35] : tensor<5x3xf16>
      linalg.yield %36 : f16
    } -> tensor<4x3xf16>
    %37 = tensor.empty() : tensor<4x3x32xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %16, %27 : tensor<4x3x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%37 : tensor<4x3x32xf32>) {
    ^bb0(%39: i4, %40: f16, %41: f16, %42: f32):
      %43 = arith.extui %39 : i4 to i32
      %44 = arith.sitofp %43 : i32 to f32
      %45 = arith.extf %40 : f16 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extf %41 : f16 to f32
      %48 = arith.addf %46, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<4x3x32xf32>
    %49 = tensor.collapse_shape %38 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %49 : tensor<4x96xf32>
  }
  func.func @pdq_q8_0() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %11 : tensor<5x96xf32>
  }
  func.func @pmv_q8_0(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<5xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<5xf32>) -> tensor<5xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 0, 0], vector_reduction = [0, 3, 32]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%6 : tensor<5xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.mulf %8, %15 : f32
      %17 = arith.addf %11, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<5xf32>
    %18 = tensor.expand_shape %7 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %18 : tensor<1x1x5xf32>
  }
  func.func @pmm_q8_0(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %12 = arith.constant 0.0 : f32
    %13 = tensor.empty() : tensor<3x5xf32>
    %14 = linalg.fill ins(%12 : f32) outs(%13 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %11 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%14 : tensor<3x5xf32>) {
    ^bb0(%16: f32, %17: f32, %18: f32):
      %19 = arith.mulf %16, %17 : f32
      %20 = arith.addf %18, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<3x5xf32>
    return %15 : tensor<3x5xf32>
  }
  func.func @pem_q8_0(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<4x3x32xi8>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi8>) {
    ^bb0(%4: i32, %5: i8):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 4 : index
      %10 = arith.minsi %8, %9 : index
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = tensor.extract %0[%10, %11, %12] : tensor<5x3x32xi8>
      linalg.yield %13 : i8
    } -> tensor<4x3x32xi8>
    %14 = tensor.empty() : tensor<4x3xf16>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%14 : tensor<4x3xf16>) {
    ^bb0(%16: i32, %17: f16):
      %18 = arith.index_cast %16 : i32 to index
      %19 = arith.constant 0 : index
      %20 = arith.maxsi %18, %19 : index
      %21 = arith.constant 4 : index
      %22 = arith.minsi %20, %21 : index
      %23 = linalg.index 1 : index
      %24 = tensor.extract %1[%22, %23] : tensor<5x3xf16>
      linalg.yield %24 : f16
    } -> tensor<4x3xf16>
    %25 = tensor.empty() : tensor<4x3x32xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %15 : tensor<4x3x32xi8>, tensor<4x3xf16>) outs(%25 : tensor<4x3x32xf32>) {
    ^bb0(%27: i8, %28: f16, %29: f32):
      %30 = arith.extsi %27 : i8 to i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.extf %28 : f16 to f32
      %33 = arith.mulf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x32xf32>
    %34 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @pdq_q4_k() -> tensor<5x768xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<5x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4 : tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%5 : tensor<5x3x8x32xf32>) {
    ^bb0(%7: i4, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extui %7 : i4 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %16, %22 : f32
      %24 = arith.subf %23, %20 : f32
      linalg.yield %24 : f32
    } -> tensor<5x3x8x32xf32>
    %25 = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    return %25 : tensor<5x768xf32>
  }
  func.func @pmv_q4_k(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %6 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %7 = arith.constant 0.0 : f32
    %8 = tensor.empty() : tensor<5x32xf32>
    %9 = linalg.fill ins(%7 : f32) outs(%8 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0], vector_common_parallel = [1, 32, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%6, %0, %1, %2, %3, %4 : tensor<3x8x32xf32>, tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%9 : tensor<5x32xf32>) {
    ^bb0(%11: f32, %12: i4, %13: f16, %14: f16, %15: i8, %16: i8, %17: f32):
      %18 = arith.extf %13 : f16 to f32
      %19 = arith.extui %15 : i8 to i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %18, %20 : f32
      %22 = arith.extf %14 : f16 to f32
      %23 = arith.extui %16 : i8 to i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.mulf %22, %24 : f32
      %26 = arith.extui %12 : i4 to i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.mulf %21, %27 : f32
      %29 = arith.subf %28, %25 : f32
      %30 = arith.constant -0.0 : f32
      %31 = math.fma %11, %29, %30 fastmath<contract> : f32
      %32 = arith.addf %17, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<5x32xf32>
    %33 = arith.constant 0.0 : f32
    %34 = tensor.empty() : tensor<5xf32>
    %35 = linalg.fill ins(%33 : f32) outs(%34 : tensor<5xf32>) -> tensor<5xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<5x32xf32>) outs(%35 : tensor<5xf32>) {
    ^bb0(%37: f32, %38: f32):
      %39 = arith.addf %37, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<5xf32>
    %40 = tensor.expand_shape %36 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %40 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_k(%arg0: tensor<3x768xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<5x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4 : tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%5 : tensor<5x3x8x32xf32>) {
    ^bb0(%7: i4, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extui %7 : i4 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %16, %22 : f32
      %24 = arith.subf %23, %20 : f32
      linalg.yield %24 : f32
    } -> tensor<5x3x8x32xf32>
    %25 = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    %26 = arith.constant 0.0 : f32
    %27 = tensor.empty() : tensor<3x5xf32>
    %28 = linalg.fill ins(%26 : f32) outs(%27 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %25 : tensor<3x768xf32>, tensor<5x768xf32>) outs(%28 : tensor<3x5xf32>) {
    ^bb0(%30: f32, %31: f32, %32: f32):
      %33 = arith.mulf %30, %31 : f32
      %34 = arith.addf %32, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<3x5xf32>
    return %29 : tensor<3x5xf32>
  }
  func.func @pem_q4_k(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<4x3x8x32xi4>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%5 : tensor<4x3x8x32xi4>) {
    ^bb0(%7: i32, %8: i4):
      %9 = arith.index_cast %7 : i32 to index
      %10 = arith.constant 0 : index
      %11 = arith.maxsi %9, %10 : index
      %12 = arith.constant 4 : index
      %13 = arith.minsi %11, %12 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = tensor.extract %0[%13, %14, %15, %16] : tensor<5x3x8x32xi4>
      linalg.yield %17 : i4
    } -> tensor<4x3x8x32xi4>
    %18 = tensor.empty() : tensor<4x3xf16>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%18 : tensor<4x3xf16>) {
    ^bb0(%20: i32, %21: f16):
      %22 = arith.index_cast %20 : i32 to index
      %23 = arith.constant 0 : index
      %24 = arith.maxsi %22, %23 : index
      %25 = arith.constant 4 : index
      %26 = arith.minsi %24, %25 : index
      %27 = linalg.index 1 : index
      %28 = tensor.extract %1[%26, %27] : tensor<5x3xf16>
      linalg.yield %28 : f16
    } -> tensor<4x3xf16>
    %29 = tensor.empty() : tensor<4x3xf16>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%29 : tensor<4x3xf16>) {
    ^bb0(%31: i32, %32: f16):
      %33 = arith.index_cast %31 : i32 to index
      %34 = arith.constant 0 : index
      %35 = arith.maxsi %33, %34 : index
      %36 = arith.constant 4 : index
      %37 = arith.minsi %35, %36 : index
      %38 = linalg.index 1 : index
      %39 = tensor.extract %2[%37, %38] : tensor<5x3xf16>
      linalg.yield %39 : f16
    } -> tensor<4x3xf16>
    %40 = tensor.empty() : tensor<4x3x8xi8>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%40 : tensor<4x3x8xi8>) {
    ^bb0(%42: i32, %43: i8):
      %44 = arith.index_cast %42 : i32 to index
      %45 = arith.constant 0 : index
      %46 = arith.maxsi %44, %45 : index
      %47 = arith.constant 4 : index
      %48 = arith.minsi %46, %47 : index
      %49 = linalg.index 1 : index
      %50 = linalg.index 2 : index
      %51 = tensor.extract %3[%48, %49, %50] : tensor<5x3x8xi8>
      linalg.yield %51 : i8
    } -> tensor<4x3x8xi8>
    %52 = tensor.empty() : tensor<4x3x8xi8>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%52 : tensor<4x3x8xi8>) {
    ^bb0(%54: i32, %55: i8):
      %56 = arith.index_cast %54 : i32 to index
      %57 = arith.constant 0 : index
      %58 = arith.maxsi %56, %57 : index
      %59 = arith.constant 4 : index
      %60 = arith.minsi %58, %59 : index
      %61 = linalg.index 1 : index
      %62 = linalg.index 2 : index
      %63 = tensor.extract %4[%60, %61, %62] : tensor<5x3x8xi8>
      linalg.yield %63 : i8
    } -> tensor<4x3x8xi8>
    %64 = tensor.empty() : tensor<4x3x8x32xf32>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %19, %30, %41, %53 : tensor<4x3x8x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%64 : tensor<4x3x8x32xf32>) {
    ^bb0(%66: i4, %67: f16, %68: f16, %69: i8, %70: i8, %71: f32):
      %72 = arith.extf %67 : f16 to f32
      %73 = arith.extui %69 : i8 to i32
      %74 = arith.sitofp %73 : i32 to f32
      %75 = arith.mulf %72, %74 : f32
      %76 = arith.extf %68 : f16 to f32
      %77 = arith.extui %70 : i8 to i32
      %78 = arith.sitofp %77 : i32 to f32
      %79 = arith.mulf %76, %78 : f32
      %80 = arith.extui %66 : i4 to i32
      %81 = arith.sitofp %80 : i32 to f32
      %82 = arith.mulf %75, %81 : f32
      %83 = arith.subf %82, %79 : f32
      linalg.yield %83 : f32
    } -> tensor<4x3x8x32xf32>
    %84 = tensor.collapse_shape %65 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %84 : tensor<4x768xf32>
  }
  func.func @pdq_q6_k() -> tensor<5x768xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%4 : tensor<5x3x4x4x16xf32>) {
    ^bb0(%6: i4, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = arith.extui %6 : i4 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %15, %25 : i32
      %27 = arith.constant 32 : i32
      %28 = arith.subi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %14, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<5x3x4x4x16xf32>
    %31 = tensor.collapse_shape %5 [[0], [1, 2, 3, 4]] : tensor<5x3x4x4x16xf32> into tensor<5x768xf32>
    return %31 : tensor<5x768xf32>
  }
  func.func @pmv_q6_k(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [3, 4, 4, 16] : tensor<768xf32> into tensor<3x4x4x16xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<5x16xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<5x16xf32>) -> tensor<5x16xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0, 0], vector_common_parallel = [1, 16, 0, 0, 0], vector_reduction = [0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x4x4x16xf32>, tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%8 : tensor<5x16xf32>) {
    ^bb0(%10: f32, %11: i4, %12: i8, %13: i8, %14: f16, %15: f32):
      %16 = arith.extf %14 : f16 to f32
      %17 = arith.extsi %13 : i8 to i32
      %18 = arith.sitofp %17 : i32 to f32
      %19 = arith.mulf %16, %18 : f32
      %20 = arith.extui %11 : i4 to i32
      %21 = linalg.index 4 : index
      %22 = arith.index_cast %21 : index to i32
      %23 = arith.constant 2 : i32
      %24 = arith.muli %22, %23 : i32
      %25 = arith.extui %12 : i8 to i32
      %26 = arith.shrui %25, %24 : i32
      %27 = arith.constant 3 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shli %28, %29 : i32
      %31 = arith.ori %20, %30 : i32
      %32 = arith.constant 32 : i32
      %33 = arith.subi %31, %32 : i32
      %34 = arith.sitofp %33 : i32 to f32
      %35 = arith.mulf %19, %34 : f32
      %36 = arith.constant -0.0 : f32
      %37 = math.fma %10, %35, %36 fastmath<contract> : f32
      %38 = arith.addf %15, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<5x16xf32>
    %39 = arith.constant 0.0 : f32
    %40 = tensor.empty() : tensor<5xf32>
    %41 = linalg.fill ins(%39 : f32) outs(%40 : tensor<5xf32>) -> tensor<5xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<5x16xf32>) outs(%41 : tensor<5xf32>) {
    ^bb0(%43: f32, %44: f32):
      %45 = arith.addf %43, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<5xf32>
    %46 = tensor.expand_shape %42 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %46 : tensor<1x1x5xf32>
  }
  func.func @pmm_q6_k(%arg0: tensor<3x768xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%4 : tensor<5x3x4x4x16xf32>) {
    ^bb0(%6: i4, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = arith.extui %6 : i4 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %15, %25 : i32
      %27 = arith.constant 32 : i32
      %28 = arith.subi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %14, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<5x3x4x4x16xf32>
    %31 = tensor.collapse_shape %5 [[0], [1, 2, 3, 4]] : tensor<5x3x4x4x16xf32> into tensor<5x768xf32>
    %32 = arith.constant 0.0 : f32
    %33 = tensor.empty() : tensor<3x5xf32>
    %34 = linalg.fill ins(%32 : f32) outs(%33 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %31 : tensor<3x768xf32>, tensor<5x768xf32>) outs(%34 : tensor<3x5xf32>) {
    ^bb0(%36: f32, %37: f32, %38: f32):
      %39 = arith.mulf %36, %37 : f32
      %40 = arith.addf %38, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<3x5xf32>
    return %35 : tensor<3x5xf32>
  }
  func.func @pem_q6_k(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<4x3x4x4x16xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x4x4x16xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.minsi %10, %11 : index
      %13 = linalg.index 1 : index
      %14 = linalg.index 2 : index
      %15 = linalg.index 3 : index
      %16 = linalg.index 4 : index
      %17 = tensor.extract %0[%12, %13, %14, %15, %16] : tensor<5x3x4x4x16xi4>
      linalg.yield %17 : i4
    } -> tensor<4x3x4x4x16xi4>
    %18 = tensor.empty() : tensor<4x3x4x16xi8>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%18 : tensor<4x3x4x16xi8>) {
    ^bb0(%20: i32, %21: i8):
      %22 = arith.index_cast %20 : i32 to index
      %23 = arith.constant 0 : index
      %24 = arith.maxsi %22, %23 : index
      %25 = arith.constant 4 : index
      %26 = arith.minsi %24, %25 : index
      %27 = linalg.index 1 : index
      %28 = linalg.index 2 : index
      %29 = linalg.index 3 : index
      %30 = tensor.extract %1[%26, %27, %28, %29] : tensor<5x3x4x16xi8>
      linalg.yield %30 : i8
    } -> tensor<4x3x4x16xi8>
    %31 = tensor.empty() : tensor<4x3x4x4xi8>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%31 : tensor<4x3x4x4xi8>) {
    ^bb0(%33: i32, %34: i8):
      %35 = arith.index_cast %33 : i32 to index
      %36 = arith.constant 0 : index
      %37 = arith.maxsi %35, %36 : index
      %38 = arith.constant 4 : index
      %39 = arith.minsi %37, %38 : index
      %40 = linalg.index 1 : index
      %41 = linalg.index 2 : index
      %42 = linalg.index 3 : index
      %43 = tensor.extract %2[%39, %40, %41, %42] : tensor<5x3x4x4xi8>
      linalg.yield %43 : i8
    } -> tensor<4x3x4x4xi8>
    %44 = tensor.empty() : tensor<4x3xf16>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%44 : tensor<4x3xf16>) {
    ^bb0(%46: i32, %47: f16):
      %48 = arith.index_cast %46 : i32 to index
      %49 = arith.constant 0 : index
      %50 = arith.maxsi %48, %49 : index
      %51 = arith.constant 4 : index
      %52 = arith.minsi %50, %51 : index
      %53 = linalg.index 1 : index
      %54 = tensor.extract %3[%52, %53] : tensor<5x3xf16>
      linalg.yield %54 : f16
    } -> tensor<4x3xf16>
    %55 = tensor.empty() : tensor<4x3x4x4x16xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%5, %19, %32, %45 : tensor<4x3x4x4x16xi4>, tensor<4x3x4x16xi8>, tensor<4x3x4x4xi8>, tensor<4x3xf16>) outs(%55 : tensor<4x3x4x4x16xf32>) {
    ^bb0(%57: i4, %58: i8, %59: i8, %60: f16, %61: f32):
      %62 = arith.extf %60 : f16 to f32
      %63 = arith.extsi %59 : i8 to i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %62, %64 : f32
      %66 = arith.extui %57 : i4 to i32
      %67 = linalg.index 3 : index
      %68 = arith.index_cast %67 : index to i32
      %69 = arith.constant 2 : i32
      %70 = arith.muli %68, %69 : i32
      %71 = arith.extui %58 : i8 to i32
      %72 = arith.shrui %71, %70 : i32
      %73 = arith.constant 3 : i32
      %74 = arith.andi %72, %73 : i32
      %75 = arith.constant 4 : i32
      %76 = arith.shli %74, %75 : i32
      %77 = arith.ori %66, %76 : i32
      %78 = arith.constant 32 : i32
      %79 = arith.subi %77, %78 : i32
      %80 = arith.sitofp %79 : i32 to f32
      %81 = arith.mulf %65, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<4x3x4x4x16xf32>
    %82 = tensor.collapse_shape %56 [[0], [1, 2, 3, 4]] : tensor<4x3x4x4x16xf32> into tensor<4x768xf32>
    return %82 : tensor<4x768xf32>
  }
  func.func @pdq_q4_0_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<2x4x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0], vector_common_parallel = [1, 4, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1 : tensor<2x3x32x4xi4>, tensor<2x3x4xf16>) outs(%2 : tensor<2x4x3x32xf32>) {
    ^bb0(%4: i4, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i4 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0, 1], [2, 3]] : tensor<2x4x3x32xf32> into tensor<8x96xf32>
    return %11 : tensor<8x96xf32>
  }
  func.func @pmv_q4_0_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<2x4xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<2x3x32x4xi4>, tensor<2x3x4xf16>) outs(%6 : tensor<2x4xf32>) {
    ^bb0(%8: f32, %9: i4, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i4 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.constant -0.0 : f32
      %17 = math.fma %8, %15, %16 fastmath<contract> : f32
      %18 = arith.addf %11, %17 : f32
      linalg.yield %18 : f32
    } -> tensor<2x4xf32>
    %19 = tensor.collapse_shape %7 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %20 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %20 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_0_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %3 = arith.constant 0.0 : f32
    %4 = tensor.empty() : tensor<3x2x4xf32>
    %5 = linalg.fill ins(%3 : f32) outs(%4 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0], vector_reduction = [0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%2, %0, %1 : tensor<3x3x32xf32>, tensor<2x3x32x4xi4>, tensor<2x3x4xf16>) outs(%5 : tensor<3x2x4xf32>) {
    ^bb0(%7: f32, %8: i4, %9: f16, %10: f32):
      %11 = arith.extsi %8 : i4 to i32
      %12 = arith.sitofp %11 : i32 to f32
      %13 = arith.extf %9 : f16 to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.constant -0.0 : f32
      %16 = math.fma %7, %14, %15 fastmath<contract> : f32
      %17 = arith.addf %10, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x4xf32>
    %18 = tensor.collapse_shape %6 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %18 : tensor<3x8xf32>
  }
  func.func @pem_q4_0_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<4x3x32xi4>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi4>) {
    ^bb0(%4: i32, %5: i4):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 7 : index
      %10 = arith.minsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.divui %10, %11 : index
      %13 = linalg.index 1 : index
      %14 = linalg.index 2 : index
      %15 = arith.remui %10, %11 : index
      %16 = tensor.extract %0[%12, %13, %14, %15] : tensor<2x3x32x4xi4>
      linalg.yield %16 : i4
    } -> tensor<4x3x32xi4>
    %17 = tensor.empty() : tensor<4x3xf16>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%17 : tensor<4x3xf16>) {
    ^bb0(%19: i32, %20: f16):
      %21 = arith.index_cast %19 : i32 to index
      %22 = arith.constant 0 : index
      %23 = arith.maxsi %21, %22 : index
      %24 = arith.constant 7 : index
      %25 = arith.minsi %23, %24 : index
      %26 = arith.constant 4 : index
      %27 = arith.divui %25, %26 : index
      %28 = linalg.index 1 : index
      %29 = arith.remui %25, %26 : index
      %30 = tensor.extract %1[%27, %28, %29] : tensor<2x3x4xf16>
      linalg.yield %30 : f16
    } -> tensor<4x3xf16>
    %31 = tensor.empty() : tensor<4x3x32xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %18 : tensor<4x3x32xi4>, tensor<4x3xf16>) outs(%31 : tensor<4x3x32xf32>) {
    ^bb0(%33: i4, %34: f16, %35: f32):
      %36 = arith.extsi %33 : i4 to i32
      %37 = arith.sitofp %36 : i32 to f32
      %38 = arith.extf %34 : f16 to f32
      %39 = arith.mulf %37, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<4x3x32xf32>
    %40 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %40 : tensor<4x96xf32>
  }
  func.func @pdq_q4_1_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x4xf16>
    %3 = tensor.empty() : tensor<2x4x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0], vector_common_parallel = [1, 4, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2 : tensor<2x3x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>) outs(%3 : tensor<2x4x3x32xf32>) {
    ^bb0(%5: i4, %6: f16, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = arith.extf %6 : f16 to f32
      %12 = arith.mulf %10, %11 : f32
      %13 = arith.extf %7 : f16 to f32
      %14 = arith.addf %12, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<2x4x3x32xf32>
    %15 = tensor.collapse_shape %4 [[0, 1], [2, 3]] : tensor<2x4x3x32xf32> into tensor<8x96xf32>
    return %15 : tensor<8x96xf32>
  }
  func.func @pmv_q4_1_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x4xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<2x4xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2 : tensor<3x32xf32>, tensor<2x3x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>) outs(%7 : tensor<2x4xf32>) {
    ^bb0(%9: f32, %10: i4, %11: f16, %12: f16, %13: f32):
      %14 = arith.extui %10 : i4 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.extf %11 : f16 to f32
      %17 = arith.mulf %15, %16 : f32
      %18 = arith.extf %12 : f16 to f32
      %19 = arith.addf %17, %18 : f32
      %20 = arith.constant -0.0 : f32
      %21 = math.fma %9, %19, %20 fastmath<contract> : f32
      %22 = arith.addf %13, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<2x4xf32>
    %23 = tensor.collapse_shape %8 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %24 = tensor.expand_shape %23 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %24 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_1_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x4xf16>
    %3 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<3x2x4xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0], vector_reduction = [0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1, %2 : tensor<3x3x32xf32>, tensor<2x3x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>) outs(%6 : tensor<3x2x4xf32>) {
    ^bb0(%8: f32, %9: i4, %10: f16, %11: f16, %12: f32):
      %13 = arith.extui %9 : i4 to i32
      %14 = arith.sitofp %13 : i32 to f32
      %15 = arith.extf %10 : f16 to f32
      %16 = arith.mulf %14, %15 : f32
      %17 = arith.extf %11 : f16 to f32
      %18 = arith.addf %16, %17 : f32
      %19 = arith.constant -0.0 : f32
      %20 = math.fma %8, %18, %19 fastmath<contract> : f32
      %21 = arith.addf %12, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<3x2x4xf32>
    %22 = tensor.collapse_shape %7 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %22 : tensor<3x8xf32>
  }
  func.func @pem_q4_1_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x4xi4>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x4xf16>
    %3 = tensor.empty() : tensor<4x3x32xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x32xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 7 : index
      %11 = arith.minsi %9, %10 : index
      %12 = arith.constant 4 : index
      %13 = arith.divui %11, %12 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = arith.remui %11, %12 : index
      %17 = tensor.extract %0[%13, %14, %15, %16] : tensor<2x3x32x4xi4>
      linalg.yield %17 : i4
    } -> tensor<4x3x32xi4>
    %18 = tensor.empty() : tensor<4x3xf16>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%18 : tensor<4x3xf16>) {
    ^bb0(%20: i32, %21: f16):
      %22 = arith.index_cast %20 : i32 to index
      %23 = arith.constant 0 : index
      %24 = arith.maxsi %22, %23 : index
      %25 = arith.constant 7 : index
      %26 = arith.minsi %24, %25 : index
      %27 = arith.constant 4 : index
      %28 = arith.divui %26, %27 : index
      %29 = linalg.index 1 : index
      %30 = arith.remui %26, %27 : index
      %31 = tensor.extract %1[%28, %29, %30] : tensor<2x3x4xf16>
      linalg.yield %31 : f16
    } -> tensor<4x3xf16>
    %32 = tensor.empty() : tensor<4x3xf16>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%32 : tensor<4x3xf16>) {
    ^bb0(%34: i32, %35: f16):
      %36 = arith.index_cast %34 : i32 to index
      %37 = arith.constant 0 : index
      %38 = arith.maxsi %36, %37 : index
      %39 = arith.constant 7 : index
      %40 = arith.minsi %38, %39 : index
      %41 = arith.constant 4 : index
      %42 = arith.divui %40, %41 : index
      %43 = linalg.index 1 : index
      %44 = arith.remui %40, %41 : index
      %45 = tensor.extract %2[%42, %43, %44] : tensor<2x3x4xf16>
      linalg.yield %45 : f16
    } -> tensor<4x3xf16>
    %46 = tensor.empty() : tensor<4x3x32xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %19, %33 : tensor<4x3x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%46 : tensor<4x3x32xf32>) {
    ^bb0(%48: i4, %49: f16, %50: f16, %51: f32):
      %52 = arith.extui %48 : i4 to i32
      %53 = arith.sitofp %52 : i32 to f32
      %54 = arith.extf %49 : f16 to f32
      %55 = arith.mulf %53, %54 : f32
      %56 = arith.extf %50 : f16 to f32
      %57 = arith.addf %55, %56 : f32
      linalg.yield %57 : f32
    } -> tensor<4x3x32xf32>
    %58 = tensor.collapse_shape %47 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %58 : tensor<4x96xf32>
  }
  func.func @pdq_q8_0_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<2x4x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0], vector_common_parallel = [1, 4, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1 : tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%2 : tensor<2x4x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0, 1], [2, 3]] : tensor<2x4x3x32xf32> into tensor<8x96xf32>
    return %11 : tensor<8x96xf32>
  }
  func.func @pmv_q8_0_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<2x4xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%6 : tensor<2x4xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.constant -0.0 : f32
      %17 = math.fma %8, %15, %16 fastmath<contract> : f32
      %18 = arith.addf %11, %17 : f32
      linalg.yield %18 : f32
    } -> tensor<2x4xf32>
    %19 = tensor.collapse_shape %7 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %20 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %20 : tensor<1x1x8xf32>
  }
  func.func @pmm_q8_0_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %3 = arith.constant 0.0 : f32
    %4 = tensor.empty() : tensor<3x2x4xf32>
    %5 = linalg.fill ins(%3 : f32) outs(%4 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0], vector_reduction = [0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%2, %0, %1 : tensor<3x3x32xf32>, tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%5 : tensor<3x2x4xf32>) {
    ^bb0(%7: f32, %8: i8, %9: f16, %10: f32):
      %11 = arith.extsi %8 : i8 to i32
      %12 = arith.sitofp %11 : i32 to f32
      %13 = arith.extf %9 : f16 to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.constant -0.0 : f32
      %16 = math.fma %7, %14, %15 fastmath<contract> : f32
      %17 = arith.addf %10, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x4xf32>
    %18 = tensor.collapse_shape %6 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %18 : tensor<3x8xf32>
  }
  func.func @pem_q8_0_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<4x3x32xi8>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi8>) {
    ^bb0(%4: i32, %5: i8):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 7 : index
      %10 = arith.minsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.divui %10, %11 : index
      %13 = linalg.index 1 : index
      %14 = linalg.index 2 : index
      %15 = arith.remui %10, %11 : index
      %16 = tensor.extract %0[%12, %13, %14, %15] : tensor<2x3x32x4xi8>
      linalg.yield %16 : i8
    } -> tensor<4x3x32xi8>
    %17 = tensor.empty() : tensor<4x3xf16>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%17 : tensor<4x3xf16>) {
    ^bb0(%19: i32, %20: f16):
      %21 = arith.index_cast %19 : i32 to index
      %22 = arith.constant 0 : index
      %23 = arith.maxsi %21, %22 : index
      %24 = arith.constant 7 : index
      %25 = arith.minsi %23, %24 : index
      %26 = arith.constant 4 : index
      %27 = arith.divui %25, %26 : index
      %28 = linalg.index 1 : index
      %29 = arith.remui %25, %26 : index
      %30 = tensor.extract %1[%27, %28, %29] : tensor<2x3x4xf16>
      linalg.yield %30 : f16
    } -> tensor<4x3xf16>
    %31 = tensor.empty() : tensor<4x3x32xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %18 : tensor<4x3x32xi8>, tensor<4x3xf16>) outs(%31 : tensor<4x3x32xf32>) {
    ^bb0(%33: i8, %34: f16, %35: f32):
      %36 = arith.extsi %33 : i8 to i32
      %37 = arith.sitofp %36 : i32 to f32
      %38 = arith.extf %34 : f16 to f32
      %39 = arith.mulf %37, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<4x3x32xf32>
    %40 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %40 : tensor<4x96xf32>
  }
  func.func @pdq_q4_k_rows() -> tensor<8x768xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x4xi4>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x4xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x4xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x4xi8>
    %5 = tensor.empty() : tensor<2x4x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0, 0], vector_common_parallel = [1, 4, 1, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3, %4 : tensor<2x3x8x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x8x4xi8>, tensor<2x3x8x4xi8>) outs(%5 : tensor<2x4x3x8x32xf32>) {
    ^bb0(%7: i4, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extui %7 : i4 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %16, %22 : f32
      %24 = arith.subf %23, %20 : f32
      linalg.yield %24 : f32
    } -> tensor<2x4x3x8x32xf32>
    %25 = tensor.collapse_shape %6 [[0, 1], [2, 3, 4]] : tensor<2x4x3x8x32xf32> into tensor<8x768xf32>
    return %25 : tensor<8x768xf32>
  }
  func.func @pmv_q4_k_rows(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x4xi4>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x4xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x4xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x4xi8>
    %5 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %6 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %7 = arith.constant 0.0 : f32
    %8 = tensor.empty() : tensor<2x4xf32>
    %9 = linalg.fill ins(%7 : f32) outs(%8 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0, 0], vector_reduction = [0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%6, %0, %1, %2, %3, %4 : tensor<3x8x32xf32>, tensor<2x3x8x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x8x4xi8>, tensor<2x3x8x4xi8>) outs(%9 : tensor<2x4xf32>) {
    ^bb0(%11: f32, %12: i4, %13: f16, %14: f16, %15: i8, %16: i8, %17: f32):
      %18 = arith.extf %13 : f16 to f32
      %19 = arith.extui %15 : i8 to i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %18, %20 : f32
      %22 = arith.extf %14 : f16 to f32
      %23 = arith.extui %16 : i8 to i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.mulf %22, %24 : f32
      %26 = arith.extui %12 : i4 to i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.mulf %21, %27 : f32
      %29 = arith.subf %28, %25 : f32
      %30 = arith.constant -0.0 : f32
      %31 = math.fma %11, %29, %30 fastmath<contract> : f32
      %32 = arith.addf %17, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4xf32>
    %33 = tensor.collapse_shape %10 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %34 = tensor.expand_shape %33 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %34 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_k_rows(%arg0: tensor<3x768xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x4xi4>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x4xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x4xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x4xi8>
    %5 = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [3, 3, 8, 32] : tensor<3x768xf32> into tensor<3x3x8x32xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<3x2x4xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3, %4 : tensor<3x3x8x32xf32>, tensor<2x3x8x32x4xi4>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x8x4xi8>, tensor<2x3x8x4xi8>) outs(%8 : tensor<3x2x4xf32>) {
    ^bb0(%10: f32, %11: i4, %12: f16, %13: f16, %14: i8, %15: i8, %16: f32):
      %17 = arith.extf %12 : f16 to f32
      %18 = arith.extui %14 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extf %13 : f16 to f32
      %22 = arith.extui %15 : i8 to i32
      %23 = arith.sitofp %22 : i32 to f32
      %24 = arith.mulf %21, %23 : f32
      %25 = arith.extui %11 : i4 to i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.mulf %20, %26 : f32
      %28 = arith.subf %27, %24 : f32
      %29 = arith.constant -0.0 : f32
      %30 = math.fma %10, %28, %29 fastmath<contract> : f32
      %31 = arith.addf %16, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<3x2x4xf32>
    %32 = tensor.collapse_shape %9 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %32 : tensor<3x8xf32>
  }
  func.func @pem_q4_k_rows(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x4xi4>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x4xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x4xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x4xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x4xi8>
    %5 = tensor.empty() : tensor<4x3x8x32xi4>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%5 : tensor<4x3x8x32xi4>) {
    ^bb0(%7: i32, %8: i4):
      %9 = arith.index_cast %7 : i32 to index
      %10 = arith.constant 0 : index
      %11 = arith.maxsi %9, %10 : index
      %12 = arith.constant 7 : index
      %13 = arith.minsi %11, %12 : index
      %14 = arith.constant 4 : index
      %15 = arith.divui %13, %14 : index
      %16 = linalg.index 1 : index
      %17 = linalg.index 2 : index
      %18 = linalg.index 3 : index
      %19 = arith.remui %13, %14 : index
      %20 = tensor.extract %0[%15, %16, %17, %18, %19] : tensor<2x3x8x32x4xi4>
      linalg.yield %20 : i4
    } -> tensor<4x3x8x32xi4>
    %21 = tensor.empty() : tensor<4x3xf16>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%21 : tensor<4x3xf16>) {
    ^bb0(%23: i32, %24: f16):
      %25 = arith.index_cast %23 : i32 to index
      %26 = arith.constant 0 : index
      %27 = arith.maxsi %25, %26 : index
      %28 = arith.constant 7 : index
      %29 = arith.minsi %27, %28 : index
      %30 = arith.constant 4 : index
      %31 = arith.divui %29, %30 : index
      %32 = linalg.index 1 : index
      %33 = arith.remui %29, %30 : index
      %34 = tensor.extract %1[%31, %32, %33] : tensor<2x3x4xf16>
      linalg.yield %34 : f16
    } -> tensor<4x3xf16>
    %35 = tensor.empty() : tensor<4x3xf16>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%35 : tensor<4x3xf16>) {
    ^bb0(%37: i32, %38: f16):
      %39 = arith.index_cast %37 : i32 to index
      %40 = arith.constant 0 : index
      %41 = arith.maxsi %39, %40 : index
      %42 = arith.constant 7 : index
      %43 = arith.minsi %41, %42 : index
      %44 = arith.constant 4 : index
      %45 = arith.divui %43, %44 : index
      %46 = linalg.index 1 : index
      %47 = arith.remui %43, %44 : index
      %48 = tensor.extract %2[%45, %46, %47] : tensor<2x3x4xf16>
      linalg.yield %48 : f16
    } -> tensor<4x3xf16>
    %49 = tensor.empty() : tensor<4x3x8xi8>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%49 : tensor<4x3x8xi8>) {
    ^bb0(%51: i32, %52: i8):
      %53 = arith.index_cast %51 : i32 to index
      %54 = arith.constant 0 : index
      %55 = arith.maxsi %53, %54 : index
      %56 = arith.constant 7 : index
      %57 = arith.minsi %55, %56 : index
      %58 = arith.constant 4 : index
      %59 = arith.divui %57, %58 : index
      %60 = linalg.index 1 : index
      %61 = linalg.index 2 : index
      %62 = arith.remui %57, %58 : index
      %63 = tensor.extract %3[%59, %60, %61, %62] : tensor<2x3x8x4xi8>
      linalg.yield %63 : i8
    } -> tensor<4x3x8xi8>
    %64 = tensor.empty() : tensor<4x3x8xi8>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%64 : tensor<4x3x8xi8>) {
    ^bb0(%66: i32, %67: i8):
      %68 = arith.index_cast %66 : i32 to index
      %69 = arith.constant 0 : index
      %70 = arith.maxsi %68, %69 : index
      %71 = arith.constant 7 : index
      %72 = arith.minsi %70, %71 : index
      %73 = arith.constant 4 : index
      %74 = arith.divui %72, %73 : index
      %75 = linalg.index 1 : index
      %76 = linalg.index 2 : index
      %77 = arith.remui %72, %73 : index
      %78 = tensor.extract %4[%74, %75, %76, %77] : tensor<2x3x8x4xi8>
      linalg.yield %78 : i8
    } -> tensor<4x3x8xi8>
    %79 = tensor.empty() : tensor<4x3x8x32xf32>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %22, %36, %50, %65 : tensor<4x3x8x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%79 : tensor<4x3x8x32xf32>) {
    ^bb0(%81: i4, %82: f16, %83: f16, %84: i8, %85: i8, %86: f32):
      %87 = arith.extf %82 : f16 to f32
      %88 = arith.extui %84 : i8 to i32
      %89 = arith.sitofp %88 : i32 to f32
      %90 = arith.mulf %87, %89 : f32
      %91 = arith.extf %83 : f16 to f32
      %92 = arith.extui %85 : i8 to i32
      %93 = arith.sitofp %92 : i32 to f32
      %94 = arith.mulf %91, %93 : f32
      %95 = arith.extui %81 : i4 to i32
      %96 = arith.sitofp %95 : i32 to f32
      %97 = arith.mulf %90, %96 : f32
      %98 = arith.subf %97, %94 : f32
      linalg.yield %98 : f32
    } -> tensor<4x3x8x32xf32>
    %99 = tensor.collapse_shape %80 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %99 : tensor<4x768xf32>
  }
  func.func @pdq_q6_k_rows() -> tensor<8x768xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x4xi4>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x4xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x4xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x4xf16>
    %4 = tensor.empty() : tensor<2x4x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d4, d5, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0, 0, 0], vector_common_parallel = [1, 4, 1, 1, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3 : tensor<2x3x4x4x16x4xi4>, tensor<2x3x4x16x4xi8>, tensor<2x3x4x4x4xi8>, tensor<2x3x4xf16>) outs(%4 : tensor<2x4x3x4x4x16xf32>) {
    ^bb0(%6: i4, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = arith.extui %6 : i4 to i32
      %16 = linalg.index 4 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %15, %25 : i32
      %27 = arith.constant 32 : i32
      %28 = arith.subi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %14, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<2x4x3x4x4x16xf32>
    %31 = tensor.collapse_shape %5 [[0, 1], [2, 3, 4, 5]] : tensor<2x4x3x4x4x16xf32> into tensor<8x768xf32>
    return %31 : tensor<8x768xf32>
  }
  func.func @pmv_q6_k_rows(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x4xi4>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x4xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x4xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x4xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [3, 4, 4, 16] : tensor<768xf32> into tensor<3x4x4x16xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<2x4xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d4, d5, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0, 0, 0], vector_reduction = [0, 0, 1, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x4x4x16xf32>, tensor<2x3x4x4x16x4xi4>, tensor<2x3x4x16x4xi8>, tensor<2x3x4x4x4xi8>, tensor<2x3x4xf16>) outs(%8 : tensor<2x4xf32>) {
    ^bb0(%10: f32, %11: i4, %12: i8, %13: i8, %14: f16, %15: f32):
      %16 = arith.extf %14 : f16 to f32
      %17 = arith.extsi %13 : i8 to i32
      %18 = arith.sitofp %17 : i32 to f32
      %19 = arith.mulf %16, %18 : f32
      %20 = arith.extui %11 : i4 to i32
      %21 = linalg.index 4 : index
      %22 = arith.index_cast %21 : index to i32
      %23 = arith.constant 2 : i32
      %24 = arith.muli %22, %23 : i32
      %25 = arith.extui %12 : i8 to i32
      %26 = arith.shrui %25, %24 : i32
      %27 = arith.constant 3 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shli %28, %29 : i32
      %31 = arith.ori %20, %30 : i32
      %32 = arith.constant 32 : i32
      %33 = arith.subi %31, %32 : i32
      %34 = arith.sitofp %33 : i32 to f32
      %35 = arith.mulf %19, %34 : f32
      %36 = arith.constant -0.0 : f32
      %37 = math.fma %10, %35, %36 fastmath<contract> : f32
      %38 = arith.addf %15, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<2x4xf32>
    %39 = tensor.collapse_shape %9 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %40 = tensor.expand_shape %39 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %40 : tensor<1x1x8xf32>
  }
  func.func @pmm_q6_k_rows(%arg0: tensor<3x768xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x4xi4>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x4xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x4xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x4xf16>
    %4 = tensor.expand_shape %arg0 [[0], [1, 2, 3, 4]] output_shape [3, 3, 4, 4, 16] : tensor<3x768xf32> into tensor<3x3x4x4x16xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<3x2x4xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d4, d5, d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d4, d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2, %3 : tensor<3x3x4x4x16xf32>, tensor<2x3x4x4x16x4xi4>, tensor<2x3x4x16x4xi8>, tensor<2x3x4x4x4xi8>, tensor<2x3x4xf16>) outs(%7 : tensor<3x2x4xf32>) {
    ^bb0(%9: f32, %10: i4, %11: i8, %12: i8, %13: f16, %14: f32):
      %15 = arith.extf %13 : f16 to f32
      %16 = arith.extsi %12 : i8 to i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.mulf %15, %17 : f32
      %19 = arith.extui %10 : i4 to i32
      %20 = linalg.index 5 : index
      %21 = arith.index_cast %20 : index to i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %21, %22 : i32
      %24 = arith.extui %11 : i8 to i32
      %25 = arith.shrui %24, %23 : i32
      %26 = arith.constant 3 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shli %27, %28 : i32
      %30 = arith.ori %19, %29 : i32
      %31 = arith.constant 32 : i32
      %32 = arith.subi %30, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.mulf %18, %33 : f32
      %35 = arith.constant -0.0 : f32
      %36 = math.fma %9, %34, %35 fastmath<contract> : f32
      %37 = arith.addf %14, %36 : f32
      linalg.yield %37 : f32
    } -> tensor<3x2x4xf32>
    %38 = tensor.collapse_shape %8 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %38 : tensor<3x8xf32>
  }
  func.func @pem_q6_k_rows(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x4xi4>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x4xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x4xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x4xf16>
    %4 = tensor.empty() : tensor<4x3x4x4x16xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x4x4x16xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 7 : index
      %12 = arith.minsi %10, %11 : index
      %13 = arith.constant 4 : index
      %14 = arith.divui %12, %13 : index
      %15 = linalg.index 1 : index
      %16 = linalg.index 2 : index
      %17 = linalg.index 3 : index
      %18 = linalg.index 4 : index
      %19 = arith.remui %12, %13 : index
      %20 = tensor.extract %0[%14, %15, %16, %17, %18, %19] : tensor<2x3x4x4x16x4xi4>
      linalg.yield %20 : i4
    } -> tensor<4x3x4x4x16xi4>
    %21 = tensor.empty() : tensor<4x3x4x16xi8>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%21 : tensor<4x3x4x16xi8>) {
    ^bb0(%23: i32, %24: i8):
      %25 = arith.index_cast %23 : i32 to index
      %26 = arith.constant 0 : index
      %27 = arith.maxsi %25, %26 : index
      %28 = arith.constant 7 : index
      %29 = arith.minsi %27, %28 : index
      %30 = arith.constant 4 : index
      %31 = arith.divui %29, %30 : index
      %32 = linalg.index 1 : index
      %33 = linalg.index 2 : index
      %34 = linalg.index 3 : index
      %35 = arith.remui %29, %30 : index
      %36 = tensor.extract %1[%31, %32, %33, %34, %35] : tensor<2x3x4x16x4xi8>
      linalg.yield %36 : i8
    } -> tensor<4x3x4x16xi8>
    %37 = tensor.empty() : tensor<4x3x4x4xi8>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%37 : tensor<4x3x4x4xi8>) {
    ^bb0(%39: i32, %40: i8):
      %41 = arith.index_cast %39 : i32 to index
      %42 = arith.constant 0 : index
      %43 = arith.maxsi %41, %42 : index
      %44 = arith.constant 7 : index
      %45 = arith.minsi %43, %44 : index
      %46 = arith.constant 4 : index
      %47 = arith.divui %45, %46 : index
      %48 = linalg.index 1 : index
      %49 = linalg.index 2 : index
      %50 = linalg.index 3 : index
      %51 = arith.remui %45, %46 : index
      %52 = tensor.extract %2[%47, %48, %49, %50, %51] : tensor<2x3x4x4x4xi8>
      linalg.yield %52 : i8
    } -> tensor<4x3x4x4xi8>
    %53 = tensor.empty() : tensor<4x3xf16>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%53 : tensor<4x3xf16>) {
    ^bb0(%55: i32, %56: f16):
      %57 = arith.index_cast %55 : i32 to index
      %58 = arith.constant 0 : index
      %59 = arith.maxsi %57, %58 : index
      %60 = arith.constant 7 : index
      %61 = arith.minsi %59, %60 : index
      %62 = arith.constant 4 : index
      %63 = arith.divui %61, %62 : index
      %64 = linalg.index 1 : index
      %65 = arith.remui %61, %62 : index
      %66 = tensor.extract %3[%63, %64, %65] : tensor<2x3x4xf16>
      linalg.yield %66 : f16
    } -> tensor<4x3xf16>
    %67 = tensor.empty() : tensor<4x3x4x4x16xf32>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%5, %22, %38, %54 : tensor<4x3x4x4x16xi4>, tensor<4x3x4x16xi8>, tensor<4x3x4x4xi8>, tensor<4x3xf16>) outs(%67 : tensor<4x3x4x4x16xf32>) {
    ^bb0(%69: i4, %70: i8, %71: i8, %72: f16, %73: f32):
      %74 = arith.extf %72 : f16 to f32
      %75 = arith.extsi %71 : i8 to i32
      %76 = arith.sitofp %75 : i32 to f32
      %77 = arith.mulf %74, %76 : f32
      %78 = arith.extui %69 : i4 to i32
      %79 = linalg.index 3 : index
      %80 = arith.index_cast %79 : index to i32
      %81 = arith.constant 2 : i32
      %82 = arith.muli %80, %81 : i32
      %83 = arith.extui %70 : i8 to i32
      %84 = arith.shrui %83, %82 : i32
      %85 = arith.constant 3 : i32
      %86 = arith.andi %84, %85 : i32
      %87 = arith.constant 4 : i32
      %88 = arith.shli %86, %87 : i32
      %89 = arith.ori %78, %88 : i32
      %90 = arith.constant 32 : i32
      %91 = arith.subi %89, %90 : i32
      %92 = arith.sitofp %91 : i32 to f32
      %93 = arith.mulf %77, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<4x3x4x4x16xf32>
    %94 = tensor.collapse_shape %68 [[0], [1, 2, 3, 4]] : tensor<4x3x4x4x16xf32> into tensor<4x768xf32>
    return %94 : tensor<4x768xf32>
  }
}
